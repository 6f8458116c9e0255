import { randomInt } from 'node:crypto';
import { Box, Text } from '../ui/ink';
import type { Command } from 'commander';
import type { CommandContext } from '../context';
import { CliError } from '../api';
import type { ErrorCode } from '../../domain/errors/catalogue';
import type * as rulesModule from '../../domain/access/rules';
import type { Translate } from '../i18n';
import { createUserMutation, disableUserMutation, resetUserPasswordMutation } from '../graphql/access';
import type { StaffUserFieldsFragment } from '../graphql/generated/graphql';

/** A temporary password the user replaces at first sign-in: 12 characters from an unambiguous alphabet. */
export function generateTemporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

type Rules = typeof rulesModule;

/**
 * Checks an argument with the shared rule before calling the API, in the CLI's language (the rules
 * and the error catalogue load here: zod is slow to load and only these commands need it).
 */
async function checked<T>(
  pick: (rules: Rules) => { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } },
  value: unknown,
  what: string,
  language: 'es' | 'en',
): Promise<T> {
  const [rules, { errorMessage }, { isErrorCode }] = await Promise.all([
    import('../../domain/access/rules'),
    import('../../domain/errors/catalogue'),
    import('../../domain/access/validation'),
  ]);
  const parsed = pick(rules).safeParse(value);
  if (parsed.success) return parsed.data;
  const code = parsed.error.issues[0]?.message ?? '';
  throw new CliError(`${what}: ${isErrorCode(code) ? errorMessage(code as ErrorCode, language) : code}`);
}

interface UserLineProps {
  user: StaffUserFieldsFragment;
  note: string;
  t: Translate;
}

function UserLine({ user, note, t }: UserLineProps) {
  return (
    <Box flexDirection="column">
      <Text color="green">✔ {note}</Text>
      <Text>
        {user.userName} ({user.fullName}) · {user.position.positionName} · {t(user.active ? 'access.active' : 'access.disabled')}
        {user.passwordChangeRequired ? t('access.mustChangePassword') : ''}
      </Text>
    </Box>
  );
}

export function registerUsers(program: Command, context: CommandContext) {
  const { t: text, language } = context;
  const users = program.command('users').description(text('access.description'));

  users
    .command('create <userName>')
    .description(text('access.create.description'))
    .option('--password <temporary>', text('access.option.password'))
    .option('--full-name <name>', text('access.option.fullName'))
    .option('--position <positionId>', text('access.option.position'))
    .option('--phone <phone>', text('access.option.phone'))
    .action(async (userName: string, options: { password?: string; fullName?: string; position?: string; phone?: string }) => {
      const name = await checked((rules) => rules.userNameSchema, userName, 'userName', language);
      const temporaryPassword = await checked((rules) => rules.newPasswordSchema, options.password ?? generateTemporaryPassword(), '--password', language);
      const { api, output, t } = context();
      const { createUser } = await api.graphql(createUserMutation, {
        input: { userName: name, temporaryPassword, fullName: options.fullName, positionId: options.position, phone: options.phone },
      });
      const shown = { ...createUser, temporaryPassword: options.password ? undefined : temporaryPassword };
      await output.show(shown, () => (
        <Box flexDirection="column">
          <UserLine user={createUser} note={t('access.created')} t={t} />
          {options.password ? null : <Text>{t('access.temporaryPassword', { password: temporaryPassword })}</Text>}
        </Box>
      ));
    });

  users
    .command('disable <userName>')
    .description(text('access.disable.description'))
    .action(async (userName: string) => {
      const { api, output, t } = context();
      const { updateUser } = await api.graphql(disableUserMutation, { userName });
      await output.show(updateUser, () => <UserLine user={updateUser} note={t('access.disabledNote')} t={t} />);
    });

  users
    .command('reset-password <userName>')
    .description(text('access.resetPassword.description'))
    .option('--password <temporary>', text('access.option.password'))
    .action(async (userName: string, options: { password?: string }) => {
      const temporaryPassword = await checked((rules) => rules.newPasswordSchema, options.password ?? generateTemporaryPassword(), '--password', language);
      const { api, output, t } = context();
      const { resetUserPassword } = await api.graphql(resetUserPasswordMutation, { userName, password: temporaryPassword });
      await output.show({ ...resetUserPassword, temporaryPassword: options.password ? undefined : temporaryPassword }, () => (
        <Box flexDirection="column">
          <UserLine user={resetUserPassword} note={t('access.passwordReset')} t={t} />
          {options.password ? null : <Text>{t('access.temporaryPassword', { password: temporaryPassword })}</Text>}
        </Box>
      ));
    });
}
