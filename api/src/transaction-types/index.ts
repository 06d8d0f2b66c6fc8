import { str, type JsonObject } from '../mapping/json';
import { explainGeneric } from './generic';
import type { TransactionTypeModule, TypeExplanation } from './types';

/** The registry: one line per transaction-type module (see api/README.md, "How to add a type"). */
const MODULES: readonly TransactionTypeModule[] = [];

const REGISTRY = new Map(MODULES.map((module) => [module.type, module]));

/** True when `type` has its own module (false: the generic form is used). */
export function hasTypeModule(type: string): boolean {
  return REGISTRY.has(type);
}

/**
 * Description, summary and table row of a transaction: from its type's module, else (unknown
 * type, or a module failing on malformed data) the generic form. Never throws.
 */
export function explainTransaction(tx: JsonObject, meta: JsonObject | null): TypeExplanation {
  const module = REGISTRY.get(str(tx.TransactionType) ?? '');
  if (module) {
    try {
      return module.explain(tx, meta);
    } catch {
      // malformed data: fall through to the generic form
    }
  }
  return explainGeneric(tx);
}

export type { TransactionTypeModule, TypeExplanation } from './types';
