import type { RuleChainType } from './rule-chains.logic.js';

/** What the add rule chain dialog holds. */
export interface NewRuleChainForm {
  name: string;
  debugMode: boolean;
  description: string;
}

/** The body that creates a rule chain (`POST /api/ruleChain`): trimmed name, the list's type, not root, debug mode, and the description in its additional info (none when blank). */
export function newRuleChainBody(form: NewRuleChainForm, type: RuleChainType): { name: string; type: RuleChainType; root: false; debugMode: boolean; additionalInfo: { description: string } | null } {
  const description = form.description.trim();
  return { name: form.name.trim(), type, root: false, debugMode: form.debugMode, additionalInfo: description ? { description } : null };
}
