/** One domain's answers. `domain` is the domain's name as in the wheel (case and spaces aside). */
export interface DomainResponse {
  domain: string;
  current: number;
  desired: number;
}
