import type { ApiClient } from './api';
import type { Output } from './output';
import type { Translate } from './i18n';
import type { Language } from '../domain/i18n/language';

/** What an action needs: the API client, the output and the texts of the run's language. */
export interface CommandScope {
  api: ApiClient;
  output: Output;
  t: Translate;
  language: Language;
}

/**
 * Called inside an action for its scope; `t` and `language` are also there directly, because help
 * descriptions are given when the commands are registered, before any action runs. Commands
 * import it from here (program.ts registers the commands, so they must not import program.ts).
 */
export interface CommandContext {
  (): CommandScope;
  t: Translate;
  language: Language;
}
