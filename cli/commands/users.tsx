import { randomInt } from 'node:crypto';
import { Box, Text } from 'ink';
import type { Command } from 'commander';
import type { CommandContext } from '../program';
import { CliError } from '../api';
import { newPasswordSchema, userNameSchema } from '../../domain/access/rules';
import { errorMessage, type ErrorCode } from '../../domain/errors/catalogue';
import { isErrorCode } from '../../domain/access/validation';

const USER_FIELDS = 'attendantId userName fullName active passwordChangeRequired locked position { positionId positionName }';

interface StaffUser {
  attendantId: string;
  userName: string;
  fullName: string;
  active: boolean;
  passwordChangeRequired: boolean;
  locked: boolean;
  position: { positionId: string; positionName: string };
}

/** A temporary password the user replaces at first sign-in: 12 characters from an unambiguous alphabet. */
export function generateTemporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** Checks an argument with the shared rule before calling the API, in the CLI's language. */
function checked<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } }, value: unknown, what: string, language: 'es' | 'en'): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const code = parsed.error.issues[0]?.message ?? '';
  throw new CliError(`${what}: ${isErrorCode(code) ? errorMessage(code as ErrorCode, language) : code}`);
}

function UserLine({ user, note }: { user: StaffUser; note: string }) {
  return (
    <Box flexDirection="column">
      <Text color="green">✔ {note}</Text>
      <Text>
        {user.userName} ({user.fullName}) · {user.position.positionName} · {user.active ? 'active' : 'disabled'}
        {user.passwordChangeRequired ? ' · must set a new password at next sign-in' : ''}
      </Text>
    </Box>
  );
}

export function registerUsers(program: Command, context: CommandContext) {
  const users = program.command('users').description('staff accounts: create, disable, reset a password');
  const language = () => (program.opts<{ lang: string }>().lang === 'en' ? 'en' : 'es');

  users
    .command('create <userName>')
    .description('create an account with a temporary password (the user sets their own at first sign-in)')
    .option('--password <temporary>', 'temporary password (default: a generated one, printed once)')
    .option('--full-name <name>', 'full name (default: the user name)')
    .option('--position <positionId>', 'position id, e.g. buyer (default: unassigned, profile only)')
    .option('--phone <phone>', '10-digit mobile phone for reset codes')
    .action(async (userName: string, options: { password?: string; fullName?: string; position?: string; phone?: string }) => {
      const name = checked(userNameSchema, userName, 'userName', language());
      const temporaryPassword = checked(newPasswordSchema, options.password ?? generateTemporaryPassword(), '--password', language());
      const { api, output } = context();
      const { createUser } = await api.graphql<{ createUser: StaffUser }>(`mutation ($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`, {
        input: { userName: name, temporaryPassword, fullName: options.fullName, positionId: options.position, phone: options.phone },
      });
      const shown = { ...createUser, temporaryPassword: options.password ? undefined : temporaryPassword };
      await output.show(shown, () => (
        <Box flexDirection="column">
          <UserLine user={createUser} note="account created" />
          {options.password ? null : <Text>temporary password: {temporaryPassword}</Text>}
        </Box>
      ));
    });

  users
    .command('disable <userName>')
    .description('disable an account: it can no longer sign in and its sessions end at once')
    .action(async (userName: string) => {
      const { api, output } = context();
      const { updateUser } = await api.graphql<{ updateUser: StaffUser }>(`mutation ($userName: String!) { updateUser(userName: $userName, input: { active: false }) { ${USER_FIELDS} } }`, { userName });
      await output.show(updateUser, () => <UserLine user={updateUser} note="account disabled" />);
    });

  users
    .command('reset-password <userName>')
    .description('set a temporary password, clear the lockout and end every session of the account')
    .option('--password <temporary>', 'temporary password (default: a generated one, printed once)')
    .action(async (userName: string, options: { password?: string }) => {
      const temporaryPassword = checked(newPasswordSchema, options.password ?? generateTemporaryPassword(), '--password', language());
      const { api, output } = context();
      const { resetUserPassword } = await api.graphql<{ resetUserPassword: StaffUser }>(
        `mutation ($userName: String!, $password: String!) { resetUserPassword(userName: $userName, temporaryPassword: $password) { ${USER_FIELDS} } }`,
        { userName, password: temporaryPassword },
      );
      await output.show({ ...resetUserPassword, temporaryPassword: options.password ? undefined : temporaryPassword }, () => (
        <Box flexDirection="column">
          <UserLine user={resetUserPassword} note="password reset" />
          {options.password ? null : <Text>temporary password: {temporaryPassword}</Text>}
        </Box>
      ));
    });
}
