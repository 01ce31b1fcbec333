import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { Image } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { galleryPath } from '../renders/paths.ts';
import classes from './Home.module.css';

/** The newest pictures, each opening its project's gallery. */
export function RecentRenders({ images, projectName }: { images: Image[]; projectName(id: string): string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
      {images.map((image) => (
        <UnstyledButton
          key={image.id}
          component={Link}
          to={galleryPath(image.projectId!)}
          aria-label={t('home.openRender', { name: image.name })}
        >
          <img className={classes.thumb} src={image.thumbnailUrl!} alt="" loading="lazy" />
          <Text size="sm" fw={500} mt={6} truncate="end">
            {image.name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {projectName(image.projectId!)}
          </Text>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
