/**
 * Every enumeration of the platform specification (section 3), with the spec's names and values.
 * String enumerations are tuples (usable by zod); numeric ones are name→number maps.
 */

export const AssetAccessType = ['READ', 'WRITE', 'DELETE', 'ACCESS'] as const;
export const SharedAccessType = ['EDIT', 'VIEW'] as const;
/** The wider {product}Type of the spec. */
export const ProductKind = [
  'NULL',
  'FURNITURE',
  'FURNITURE_SET',
  'FINISH',
  'TEXTURE',
  'PROJECT',
  'USER',
  'COMPONENT',
  'PARAMETRIC_SALE',
] as const;
export const VisibilityType = ['NULL', 'PRIVATE', 'PUBLIC'] as const;
export const AccountState = ['PENDING', 'DONE'] as const;
export const MapFloorplanState = ['CREATED', 'WORKING', 'TESTING', 'COMPLETED'] as const;
export const MapFlip = { Horizontal: 1, Vertical: 2, HorizontalVertical: 3 } as const;
export const DirectoryOrder = [
  'ID_ASC',
  'ID_DESC',
  'CREATED_AT_ASC',
  'CREATED_AT_DESC',
  'UPDATED_AT_ASC',
  'UPDATED_AT_DESC',
  'NAME_ASC',
  'NAME_DESC',
  'CUSTOM_ASC',
  'CUSTOM_DESC',
] as const;
export const AuthType = ['ORIGIN', 'DEVELOPERS_TOKEN'] as const;
/** The spec names NONE plus two external-shop platforms without naming them; see docs/decisions. */
export const ShopType = ['NONE', 'CAFE24', 'GODOMALL'] as const;
export const RenderImageType = {
  Rendershot: 0,
  Topview: 1,
  Panorama: 2,
  Tour720: 3,
  Baking: 4,
  Birdview: 5,
} as const;
export const BundleType = ['TWO_D_IMAGE', 'THREE_D_IMAGE', 'FURNITURE', 'FINISH'] as const;
export const ImageBundleType = [
  'FIRST_PERSON',
  'TOP_VIEW',
  'BIRD_VIEW',
  'PANORAMA',
  'TOUR_720',
  'BUNDLE',
] as const;
export const ImageCharacteristic = ['ITEM', 'OPTION'] as const;
export const ImageType = ['RENDER_SHOT', 'TOP_VIEW', 'PANORAMA', 'TOUR_720', 'BAKING', 'BIRDVIEW'] as const;
export const OrderCategory = ['rendering', 'tour', 'floorPlan'] as const;
export const ProductLibType = ['personal', 'enterprise'] as const;
export const ProductType = { Furniture: 1, FurnitureSet: 2, Finishes: 3, Texture: 4 } as const;
export const ProductTypeV2 = ['FURNITURE', 'FURNITURE_SET', 'FINISH', 'TEXTURE'] as const;
export const OpeningDirection = ['PULL', 'PUSH'] as const;
export const HandlePosition = ['LEFT', 'RIGHT'] as const;
export const ProductStatus = ['WAITING', 'COMPLETED', 'FAILED'] as const;
export const SaleType = ['BY_AREA', 'BY_PACKAGE'] as const;
export const ProductSortType = ['PRICE', 'NAME', 'UPDATEDAT', 'CREATEDAT'] as const;
export const SortOrder = ['ASC', 'DESC'] as const;
export const EditorTypeCode = {
  FloorItem: 10,
  StandingItem: 20,
  WallItem: 30,
  CeilingItem: 40,
  SwingDoor: 51,
  SlidingDoor: 52,
  FoldingDoor: 53,
  GarageDoor: 54,
  SwingWindow: 55,
  SlidingWindow: 56,
  FoldingWindow: 57,
  StandardWindow: 58,
  Space: 90,
} as const;
export const ProductQuality = ['BASIC', 'PREMIUM'] as const;
export const ProductLevel = ['ADMIN', 'HIGH', 'MIDDLE', 'LOW'] as const;
export const QuotaPlan = [
  'INDIVIDUAL_BASIC',
  'INDIVIDUAL_STANDARD',
  'INDIVIDUAL_PRO_PLAN',
  'ENTERPRISE_BASIC',
  'ENTERPRISE_STANDARD',
  'ENTERPRISE_PRO_PLAN',
] as const;
export const TagSortOption = [
  'NAME_ASC',
  'NAME_DESC',
  'CREATED_ASC',
  'CREATED_DESC',
  'LAST_TAGGED_ASC',
  'LAST_TAGGED_DESC',
  'TOTAL_COUNT_ASC',
  'TOTAL_COUNT_DESC',
] as const;
export const TagTargetResource = ['TEMPLATE', 'PROJECT', 'PRODUCT', 'RENDER_SHOT'] as const;
export const TemplateStyle = [
  'MODERN',
  'MINIMAL',
  'NATURAL',
  'SCANDINAVIAN',
  'VINTAGE',
  'CLASSIC_AND_ANTIQUE',
  'MID_CENTURY_MODERN',
  'BOHEMIAN',
  'LUXURY',
  'KOREAN_AND_ASIAN',
] as const;
export const TemplateStatus = ['REQUESTED', 'IN_REVISION', 'REJECTED', 'PUBLISHED'] as const;
export const TemplateScope = ['PERSONAL', 'ENTERPRISE', 'PUBLIC'] as const;
export const RoomType = [
  'NONE',
  'LIVING',
  'DINING',
  'KITCHEN',
  'BEDROOM',
  'BATHROOM',
  'TOILET',
  'OFFICE',
  'HALLWAY',
  'UTILITY',
  'STORAGE',
  'CLOSET',
  'LANDING',
  'ATTIC',
  'BALCONY',
  'GARDEN',
  'PATIO',
  'PARKING',
  'PORCH',
  'GARAGE',
  'SHED',
  'PILLAR',
  'COLUMN',
  'DRESSROOM',
  'BUILT_IN_CLOSET',
  'LIVING_AND_DINING',
  'TERRACE',
  'MEETING',
  'KIDS_ROOM',
  'BASEMENT',
] as const;
/** The string role stored on an enterprise membership. */
export const UserRole = ['CUSTOM', 'UNDEFINED', 'DESIGNER', 'MANAGER'] as const;
/** The ranked role that decides what a user may do. */
export const UserRoleRank = { PERSONAL: 0, DESIGNER: 1, MANAGER: 2, ADMIN: 3 } as const;
export const TemplateSortNamed = [
  'nameAsc',
  'nameDesc',
  'updatedDesc',
  'updatedAsc',
  'createdDesc',
  'createdAsc',
] as const;
export const TemplateSortField = ['name', 'createdAt', 'updatedAt'] as const;
export const TemplateSortDirection = ['asc', 'desc'] as const;
export const ProductOrderItemSort = ['nameAsc', 'nameDesc', 'aliasAsc', 'aliasDesc'] as const;
export const SignInErrorCode = ['FB_NO_EMAIL', 'NOT_EXIST_USER'] as const;
export const OrderState = [
  'REQUEST_WRITING',
  'REQUEST_REVIEWING',
  'REQUEST_REVIEW_FINISHED',
  'MAKING_WAITING',
  'MAKING_STARTED',
  'MAKING_FINISHED',
  'CHECKING_WAITING',
  'CHECKING_STARTED',
  'CHECKING_FINISHED',
  'FINAL_FINISHED',
  'SERVICE_UPLOADED',
] as const;
export const OrderItemState = [
  'REQUEST_NOT_CONFIRMED',
  'REQUEST_MODIFY',
  'REQUEST_MODIFY_FINISHED',
  'REQUEST_MODIFY_REFUSED',
  'REQUEST_CONFIRMED',
  'MAKING_WAITING',
  'MAKING_STARTED',
  'MAKING_FINISHED',
  'MAKING_REMAKE',
  'MAKING_CONFIRMED',
  'CHECKING_WAITING',
  'CHECKING_STARTED',
  'CHECKING_MODIFY_REQUEST',
  'CHECKING_MODIFY_FINISHED',
  'CHECKING_MODIFY_REFUSED',
  'CHECKING_FINISHED',
] as const;
/** Render quota tiers, as the DELETE /v1/subscription-quotas/{id}/{tier} paths spell them. */
export const RenderQuotaTier = [
  'standard-render',
  'hd-render',
  '4k-render',
  '8k-render',
  '6k-panorama',
  '12k-panorama',
  '24k-panorama',
] as const;
/** Project state (compatibility notes): 0 active, 1 in the trash, 2 purged. */
export const ProjectState = { ACTIVATED: 0, DEACTIVATED: 1, DELETED: 2 } as const;
export const Environment = ['prod', 'dev', 'test', 'local'] as const;

export type Of<T extends readonly string[]> = T[number];
export type ValueOf<T extends Record<string, number>> = T[keyof T];
