/**
 * Reads the routes of a production build from the folder: every
 * `index.html` below build/ is one page. Split by locale, each route
 * relative to its locale's root.
 */
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_DIR = path.resolve(__dirname, '..', 'build');

export function builtRoutes(buildDir: string = BUILD_DIR): {bg: string[]; en: string[]} {
  if (!fs.existsSync(buildDir)) {
    throw new Error(`No production build at ${buildDir}: run "npm run build" first.`);
  }
  const routes: {bg: string[]; en: string[]} = {bg: [], en: []};
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const route = `/${path.relative(buildDir, dir).split(path.sep).join('/')}/`.replace(
          /\/+/g,
          '/',
        );
        if (route === '/en/' || route.startsWith('/en/')) routes.en.push(route.slice(3));
        else routes.bg.push(route);
      }
    }
  };
  walk(buildDir);
  routes.bg.sort();
  routes.en.sort();
  return routes;
}
