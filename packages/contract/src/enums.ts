/** The enumerations live in @roomcraft/enums, below this package and the scene package. */
export * from '@roomcraft/enums';
