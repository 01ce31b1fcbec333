import { Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { type Bounds, useComplexesIn } from '../api/maps.ts';
import { complexPath } from '../paths.ts';
import { AddressSearch } from './AddressSearch.tsx';
import { MapView } from './MapView.tsx';

/** `/maps`: find a complex by address or on the map, then open it. */
export default function MapPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [box, setBox] = useState<Bounds | null>(null);
  const [flyTo, setFlyTo] = useState<{ lat: number; lng: number } | null>(null);
  const complexes = useComplexesIn(box);
  const open = useCallback((id: string) => navigate(complexPath(id)), [navigate]);
  return (
    <Stack gap="md" h="calc(100vh - 140px)">
      <PageHeader title={t('maps.title')} description={t('maps.description')} />
      <AddressSearch onComplex={open} onPlace={setFlyTo} />
      {complexes.isError && <ErrorAlert error={complexes.error} />}
      <MapView complexes={complexes.data?.maps ?? []} flyTo={flyTo} onBounds={setBox} onOpen={open} />
    </Stack>
  );
}
