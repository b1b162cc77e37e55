// The dashboard state a mobile action's function asks for through its `widgetContext.stateController`,
// as the `state` value of the dashboard element. Pure.
import { encodeStateParam, readStateStack, type StateParams } from '../model/states.logic.js';

/**
 * The `state` value after a function's `widgetContext.stateController` call: `openState` puts the state
 * on top of the current stack (the root state, written as a null id, when there is none), `updateState`
 * replaces the top of it.
 */
export function stateParamAfter(current: string | null, op: 'open' | 'update', stateId: string, params: Record<string, unknown>): string {
  const stack = readStateStack(current);
  const base = stack.length ? stack : [{ id: null, params: {} }];
  const next = op === 'open' ? [...base, { id: stateId, params: params as StateParams }] : [...base.slice(0, -1), { id: stateId, params: params as StateParams }];
  return encodeStateParam(next as Array<{ id: string; params: StateParams }>, { states: {} })!;
}
