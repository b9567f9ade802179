export interface WheelDomain {
  name: string;
  /** Six-digit hex with a leading hash, e.g. `#ed6a56`. */
  color: string;
  descriptor?: string;
}

export interface WheelConfig {
  name: string;
  domains: WheelDomain[];
}
