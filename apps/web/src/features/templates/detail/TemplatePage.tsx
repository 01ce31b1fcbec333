import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useTemplate } from '../api/templates.ts';
import { TEMPLATES_PATH } from '../paths.ts';
import { TemplateDetail } from './TemplateDetail.tsx';

export default function TemplatePage() {
  const { t } = useTranslation();
  const { templateId } = useParams();
  const template = useTemplate(templateId!);
  return (
    <>
      <Anchor component={Link} to={TEMPLATES_PATH} size="sm" mb="md" display="inline-flex" style={{ gap: 4 }}>
        <IconArrowLeft size={14} /> {t('templates.detail.back')}
      </Anchor>
      <QueryState query={template}>{(data) => <TemplateDetail template={data} />}</QueryState>
    </>
  );
}
