import { DEFAULT_DOMAINS, findDefaultDomain, normalizeWheel, validateDomainColor, type DefaultDomainId, type WheelConfig } from '@lifewheel/wheel';

/**
 * One area as the editor holds it. A default area the person has not renamed keeps `name: null`
 * (and `descriptor: null` while its description is untouched): the field then shows the name in
 * the page's language, and the saved wheel gets the canonical English name, so the service
 * recognises it as a default domain (insights, info page) and every language can translate it.
 */
export interface DraftDomain {
  /** Stable React key and id fragment: the default domain's id, or a random one for a new area. */
  key: string;
  defaultId: DefaultDomainId | null;
  name: string | null;
  /** Exactly what the person typed in the colour code field (it may be invalid while they type). */
  color: string;
  /** The colour picker needs a valid value at all times: the last valid colour. */
  pickerColor: string;
  descriptor: string | null;
  /**
   * A just-added area whose name has not been typed yet: "required" waits until the person types
   * or tries to start. Not on blur: a message appearing then would move the button being clicked.
   */
  fresh?: boolean;
}

export interface WheelDraft {
  /** null: the translated default wheel name, as long as the person has not typed one. */
  name: string | null;
  domains: DraftDomain[];
}

/** The page-language texts of the untouched defaults. */
export interface DraftLabels {
  wheelName: string;
  domainName: (id: DefaultDomainId) => string;
  domainDescriptor: (id: DefaultDomainId) => string;
}

const FALLBACK_COLOR = '#4a3b63';

export function defaultDraft(): WheelDraft {
  return {
    name: null,
    domains: DEFAULT_DOMAINS.map((domain) => ({
      key: domain.id,
      defaultId: domain.id,
      name: null,
      color: domain.color,
      pickerColor: domain.color,
      descriptor: null,
    })),
  };
}

/** Back into the editor: a saved custom wheel (default names stay linked to their domain). */
export function draftFromWheel(wheel: WheelConfig): WheelDraft {
  const used = new Set<string>();
  return {
    name: wheel.name,
    domains: wheel.domains.map((domain, index) => {
      const known = findDefaultDomain(domain.name);
      const linked = known && known.name === domain.name && !used.has(known.id) ? known : undefined;
      if (linked) used.add(linked.id);
      return {
        key: linked?.id ?? `saved-${index}`,
        defaultId: linked?.id ?? null,
        name: linked ? null : domain.name,
        color: domain.color,
        pickerColor: domain.color,
        descriptor: linked && domain.descriptor === linked.descriptor ? null : (domain.descriptor ?? ''),
      };
    }),
  };
}

const defaultOf = (id: DefaultDomainId) => DEFAULT_DOMAINS.find((domain) => domain.id === id) as (typeof DEFAULT_DOMAINS)[number];

export function displayedName(domain: DraftDomain, labels: DraftLabels): string {
  return domain.name ?? (domain.defaultId ? labels.domainName(domain.defaultId) : '');
}

export function displayedDescriptor(domain: DraftDomain, labels: DraftLabels): string {
  return domain.descriptor ?? (domain.defaultId ? labels.domainDescriptor(domain.defaultId) : '');
}

/** What the person sees, as a wheel (for the rules that must hold for what they see). */
export function displayedWheel(draft: WheelDraft, labels: DraftLabels): WheelConfig {
  return {
    name: draft.name ?? labels.wheelName,
    domains: draft.domains.map((domain) => ({ name: displayedName(domain, labels), color: domain.color, descriptor: displayedDescriptor(domain, labels) })),
  };
}

/** What is saved and sent to the service: untouched defaults in their canonical English form. */
export function storedWheel(draft: WheelDraft, labels: DraftLabels): WheelConfig {
  const wheel: WheelConfig = {
    name: draft.name ?? labels.wheelName,
    domains: draft.domains.map((domain) => {
      const canonical = domain.defaultId ? defaultOf(domain.defaultId) : null;
      // A renamed default is the person's own area now: it keeps the description they saw.
      const descriptor = domain.descriptor ?? (domain.name === null ? canonical?.descriptor : displayedDescriptor(domain, labels));
      return { name: domain.name ?? canonical?.name ?? '', color: domain.color, descriptor: descriptor ?? '' };
    }),
  };
  return wheel;
}

/** The stored wheel in the form the service keeps (trimmed, lower-case colours); only for a valid draft. */
export function wheelToSave(draft: WheelDraft, labels: DraftLabels): WheelConfig {
  return normalizeWheel(storedWheel(draft, labels));
}

/** Has the person changed anything compared with the 12 defaults? (Reset asks first if so.) */
export function isChanged(draft: WheelDraft): boolean {
  const defaults = defaultDraft();
  if (draft.name !== null || draft.domains.length !== defaults.domains.length) return true;
  return draft.domains.some((domain, index) => {
    const original = defaults.domains[index] as DraftDomain;
    return domain.defaultId !== original.defaultId || domain.name !== null || domain.descriptor !== null || domain.color.toLowerCase() !== original.color;
  });
}

/** A colour for a new area: the first default colour no area uses yet. */
export function nextColor(draft: WheelDraft): string {
  const used = new Set(draft.domains.map((domain) => domain.color.toLowerCase()));
  return DEFAULT_DOMAINS.find((domain) => !used.has(domain.color))?.color ?? FALLBACK_COLOR;
}

/** The picker's value after the colour code field changed: follows it only once it is valid. */
export function pickerColorFor(typed: string, previous: string): string {
  return validateDomainColor(typed) === null ? typed.toLowerCase() : previous;
}
