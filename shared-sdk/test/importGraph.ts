/**
 * The SDK's import graph as its tests read it (entries.test.ts: what each entry bundles;
 * importCircles.test.ts: no circles): one reader of a file's import specifiers and one resolver
 * of relative paths, so both tests follow the same edges.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A relative specifier as a file (`./x` → x.ts, x.tsx or x/index.ts), or null. */
export function resolveRelative(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  return null;
}

export interface ImportKinds {
  /** `import type`, `export type … from` and imports of types only count too. */
  types: boolean;
  /** `import('…')` counts too. */
  dynamic: boolean;
}

/** The specifiers a file imports or re-exports from, of the kinds asked for. */
export function importSpecifiers(file: string, kinds: ImportKinds): string[] {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const onlyTypes = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
    elements.length > 0 && elements.every((e) => e.isTypeOnly);
  const visit = (n: ts.Node) => {
    if (ts.isImportDeclaration(n)) {
      const clause = n.importClause;
      const named = clause?.namedBindings;
      const typeOnly =
        !!clause?.isTypeOnly ||
        (!!named && ts.isNamedImports(named) && !clause?.name && onlyTypes(named.elements));
      if (kinds.types || !typeOnly) out.push((n.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(n) && n.moduleSpecifier) {
      const named = n.exportClause;
      const typeOnly =
        n.isTypeOnly || (!!named && ts.isNamedExports(named) && onlyTypes(named.elements));
      if (kinds.types || !typeOnly) out.push((n.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      kinds.dynamic &&
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteral(n.arguments[0])
    ) {
      out.push(n.arguments[0].text);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}
