#!/usr/bin/env python3
"""Type-checks every Swift code sample in the DocC catalogues against the real API.

Every ```swift block of every article in Sources/*/*.docc is a complete file: it is written to
OUT/NAME.swift and type-checked with swiftc (Swift 6 language mode, no warnings allowed)
against the modules of the debug build, with the module search paths and C module maps that
SwiftPM used for the test targets (read from the build's llbuild manifest, BUILD/debug.yaml).
A block that starts with `// swift-tools-version` is a package manifest and is checked against
the toolchain's PackageDescription. A block with `@main` is checked as a library file. A block that declares an XCTestCase must
also appear, without its import lines, character for character in a Swift file under Tests/, so
that it is not only compiled but run (and passes) in `make test-unit`.

Usage: check-samples.py BUILD_DIR OUT_DIR CATALOGUE.docc...   (exit 1 when any sample fails)
       check-samples.py --flags BUILD_DIR   (prints those flags, one a line, for other tools)
"""
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys

FENCE = re.compile(r'^```(\S*)\s*$')


def samples(catalogue):
    """(article path, first line number, language, text) of every fenced block."""
    for root, _, files in os.walk(catalogue):
        for name in sorted(files):
            if not name.endswith('.md'):
                continue
            path = os.path.join(root, name)
            with open(path, encoding='utf-8') as f:
                lines = f.read().split('\n')
            inside, lang, start, body = False, '', 0, []
            for number, line in enumerate(lines, 1):
                m = FENCE.match(line)
                if not inside and m:
                    inside, lang, start, body = True, m.group(1), number + 1, []
                elif inside and line.strip() == '```':
                    yield path, start, lang, '\n'.join(body) + '\n'
                    inside = False
                elif inside:
                    body.append(line)


def build_flags(build_dir):
    """The search paths and C module flags of a test target's compile job in debug.yaml."""
    manifest = os.path.join(build_dir, 'debug.yaml')
    with open(manifest, encoding='utf-8') as f:
        text = f.read()
    key = re.search(r'"C\.VitrineShellTests-[^"]*-debug\.module":', text)
    if not key:
        sys.exit(f'check-samples: no VitrineShellTests compile job in {manifest} (run swift build --build-tests first)')
    start = text.index('args:', key.end())
    args = json.loads(text[start + 5:text.index('\n', start)].strip())
    keep, i = [], 1
    while i < len(args):
        a = args[i]
        if a in ('-I', '-Xcc', '-target', '-module-cache-path'):
            keep += [a, args[i + 1]]
            i += 2
            continue
        if a.startswith('-I'):
            keep.append(a)
        i += 1
    return keep


def swiftc():
    found = shutil.which('swiftc')
    if not found:
        sys.exit('check-samples: no swiftc on PATH')
    # Not resolved: swiftc is a link to swift-driver, which needs to be called by that name.
    return found


def test_sources():
    texts = []
    for root, _, files in os.walk('Tests'):
        for name in files:
            if name.endswith('.swift'):
                with open(os.path.join(root, name), encoding='utf-8') as f:
                    texts.append(f.read())
    return texts


def run_as_test(body, tests):
    """Whether an XCTest sample (without its imports) is in a test file verbatim."""
    kept = '\n'.join(line for line in body.split('\n') if not line.startswith('import ')).strip('\n')
    return any(kept in text for text in tests)


def check(job):
    source, command = job
    result = subprocess.run(command, capture_output=True, text=True)
    output = (result.stdout + result.stderr).strip()
    ok = result.returncode == 0 and 'warning:' not in output
    return source, ok, output


def main():
    if len(sys.argv) == 3 and sys.argv[1] == '--flags':
        print('\n'.join(build_flags(sys.argv[2])))
        return
    if len(sys.argv) < 4:
        sys.exit('usage: check-samples.py BUILD_DIR OUT_DIR CATALOGUE.docc...')
    build_dir, out_dir, catalogues = sys.argv[1], sys.argv[2], sys.argv[3:]
    compiler = swiftc()
    toolchain_lib = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(compiler))), 'lib', 'swift')
    flags = build_flags(build_dir)
    shutil.rmtree(out_dir, ignore_errors=True)
    os.makedirs(out_dir)
    jobs, origin, tests, missing = [], {}, test_sources(), 0
    for catalogue in catalogues:
        for path, line, lang, body in samples(catalogue):
            if lang != 'swift':
                continue
            name = f'{os.path.basename(catalogue).removesuffix(".docc")}-{os.path.basename(path).removesuffix(".md")}-{line}'
            source = os.path.join(out_dir, name + '.swift')
            with open(source, 'w', encoding='utf-8') as f:
                f.write(body)
            origin[source] = (path, line)
            if re.search(r':\s*XCTestCase\b', body) and not run_as_test(body, tests):
                missing += 1
                print(f'check-samples: FAIL {path}:{line}: an XCTest sample that no file under Tests/ holds '
                      f'verbatim (without its imports); copy it there so that it runs')
            if body.startswith('// swift-tools-version'):
                command = [compiler, '-typecheck', '-swift-version', '6',
                           '-I', os.path.join(toolchain_lib, 'pm', 'ManifestAPI'),
                           '-package-description-version', '6.0', source]
            else:
                command = [compiler, '-typecheck', '-swift-version', '6'] + flags + [source]
                if re.search(r'^@main\b', body, re.M):
                    command.insert(2, '-parse-as-library')
            jobs.append((source, command))
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for source, ok, output in pool.map(check, jobs):
            path, line = origin[source]
            if not ok:
                failed += 1
                print(f'check-samples: FAIL {path}:{line} (as {source})')
                print(output)
    print(f'check-samples: {len(jobs) - failed} of {len(jobs)} Swift samples type-check with no warnings')
    sys.exit(1 if failed or missing else 0)


if __name__ == '__main__':
    main()
