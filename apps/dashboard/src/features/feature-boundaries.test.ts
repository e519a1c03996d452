import { join, relative, sep } from 'node:path';
import { importedFiles, sourceFiles, srcDir } from '../../test/source-imports';

// Imports run one way (docs/engineering.md#code-layout): app -> features -> lib. A feature can
// change without touching another, and shared code never depends on a screen or on the shell.
// Biome has no import-zone rule, hence this test.

/** The top folder of `src` a file is in ('app', 'features', 'lib'), and its feature if any. */
function placeOf(file: string): { layer: string; feature?: string } {
  const [layer = '', feature] = relative(srcDir, file).split(sep);
  return layer === 'features' && feature !== undefined && !/\.tsx?$/.test(feature)
    ? { layer, feature }
    : { layer };
}

/** Every import from a file of `layer` that `forbidden` refuses, as "from -> to". */
function crossings(
  layer: 'features' | 'lib',
  forbidden: (from: ReturnType<typeof placeOf>, to: ReturnType<typeof placeOf>) => boolean,
): string[] {
  const files = sourceFiles(join(srcDir, layer)).filter((file) => placeOf(file).layer === layer);
  return files.flatMap((file) =>
    importedFiles(file)
      .filter((target) => forbidden(placeOf(file), placeOf(target)))
      .map((target) => `${relative(srcDir, file)} -> ${relative(srcDir, target)}`),
  );
}

describe('import boundaries', () => {
  it('finds the sources it guards', () => {
    expect(sourceFiles(join(srcDir, 'features')).length).toBeGreaterThan(5);
    expect(sourceFiles(join(srcDir, 'lib')).length).toBeGreaterThan(5);
  });

  it('no feature imports the app layer', () => {
    expect(crossings('features', (_from, to) => to.layer === 'app')).toEqual([]);
  });

  it('no feature imports another feature', () => {
    expect(
      crossings(
        'features',
        (from, to) =>
          to.feature !== undefined && from.feature !== undefined && to.feature !== from.feature,
      ),
    ).toEqual([]);
  });

  it('lib imports neither a feature nor the app layer', () => {
    expect(crossings('lib', (_from, to) => to.layer === 'app' || to.layer === 'features')).toEqual(
      [],
    );
  });
});
