import { useTranslation } from 'react-i18next';
import { findDefaultDomain } from '@lifewheel/wheel';

/** Default domains in the page's language; a person's own domain names exactly as typed. */
export function useDomainLabel(): (name: string) => string {
  const { t } = useTranslation();
  return (name) => {
    const known = findDefaultDomain(name);
    return known && known.name === name ? t(`domains.${known.id}.name`) : name;
  };
}
