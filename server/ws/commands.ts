import type { CommandArray } from '../../sdk/realtime/commands.js';
import { bodyProblem } from '../http/input-guards.js';
import { isCommandWrapper, type CommandWrapper } from './command-schema.js';

/** The command arrays of a wrapper, in the order the server processes them (protocol §4.2). */
export const WRAPPER_ORDER: readonly CommandArray[] = [
  'attrSubCmds', 'tsSubCmds', 'historyCmds', 'entityDataCmds', 'alarmDataCmds', 'entityCountCmds',
  'entityDataUnsubscribeCmds', 'alarmDataUnsubscribeCmds', 'entityCountUnsubscribeCmds',
];

/** Thrown when a command cannot be decoded. */
export class CommandParseError extends Error {}

/** Decodes a command wrapper strictly against the command schema: unknown properties (except inside `entityFilter`) are fatal. */
export function parseWrapper(text: string): CommandWrapper {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (_err) {
    throw new CommandParseError('malformed JSON');
  }
  const problem = bodyProblem(raw);
  if (problem) throw new CommandParseError(problem);
  if (!isCommandWrapper(raw)) {
    const error = isCommandWrapper.errors?.[0];
    throw new CommandParseError(error ? `${error.instancePath || 'wrapper'}: ${error.message ?? 'invalid'}` : 'wrapper');
  }
  return raw;
}
