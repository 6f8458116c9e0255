import { runCli } from './program';

runCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
