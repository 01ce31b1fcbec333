import { useTranslation } from 'react-i18next';
import classes from './RouteProgress.module.css';

/** A thin bar along the top of the window while the next screen is being opened. */
export function RouteProgress() {
  const { t } = useTranslation();
  return (
    <div className={classes.bar} role="progressbar" aria-label={t('common.openingPage')} aria-busy="true">
      <div className={classes.runner} />
    </div>
  );
}
