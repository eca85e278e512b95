import { existsSync } from 'node:fs';
import path from 'node:path';

/** The web build's files under `webBuild`: client/ for the browser, server/index.js for this server. */
export function webBuildFiles(webBuild: string) {
  return { clientDir: path.join(webBuild, 'client'), serverEntry: path.join(webBuild, 'server', 'index.js') };
}

export function isWebBuild(webBuild: string): boolean {
  const { clientDir, serverEntry } = webBuildFiles(webBuild);
  return existsSync(clientDir) && existsSync(serverEntry);
}
