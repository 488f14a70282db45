#!/usr/bin/env python3
"""Where a run of rw spends its samples, by phase: reads the text of `jfr print --events ...`
(execution samples, or the TLAB allocation events of bench/profile.sh --alloc) from stdin.

A sample of the main thread belongs to the phase its stack shows: the pass whose runOnOperation
is on it, else parsing, printing or the verification the pass manager runs after a pass. A
sample of another thread (the workers of parallel loops, conversions and verification: their
stacks do not show what started them) belongs to the phase of the main thread's nearest sample
in time. Prints the share of each phase, then the top frames of the whole run and of each phase.

Usage: jfr print --events jdk.ExecutionSample --stack-depth 64 F.jfr | bench/jfr-phases.py [TOP]
"""
import bisect
import re
import signal
import sys
from collections import Counter, defaultdict

EVENT = re.compile(r'^(jdk\.\w+) \{$', re.M)
FRAME = re.compile(r'^\s+([\w$.<>/]+)\(.*?\)\s+line: (\d+)', re.M)
UNITS = {'bytes': 1, 'byte': 1, 'kB': 1 << 10, 'MB': 1 << 20, 'GB': 1 << 30}


def events(text):
    """(thread, milliseconds of the day, weight, frames innermost first, class) of each event."""
    starts = [m.start() for m in EVENT.finditer(text)] + [len(text)]
    for a, b in zip(starts, starts[1:]):
        body = text[a:b]
        time = re.search(r'startTime = (\d+):(\d+):(\d+)\.(\d+)', body)
        thread = re.search(r'(?:sampledThread|eventThread) = "([^"]*)"', body)
        if not time or not thread:
            continue
        h, m, s, ms = (int(x) for x in time.groups())
        # A new TLAB stands for its size; an allocation outside TLABs for the object's.
        size = re.search(r'tlabSize = ([\d.]+) (\w+)', body) or re.search(r'allocationSize = ([\d.]+) (\w+)', body)
        weight = float(size.group(1)) * UNITS.get(size.group(2), 1) if size else 1.0
        kind = re.search(r'objectClass = ([\w$.\[\]]+)', body)
        frames = [f'{name}:{line}' for name, line in FRAME.findall(body)]
        yield thread.group(1), ((h * 60 + m) * 60 + s) * 1000 + ms, weight, frames, kind.group(1) if kind else None


def phase_of_main(frames):
    """The phase a stack of the main thread shows, or None (start-up, the command line)."""
    for frame in reversed(frames):
        method = frame.rsplit(':', 1)[0]
        if method.endswith('.runOnOperation'):
            return 'pass ' + method.split('.')[-2]
    for frame in frames:
        if '.asm.parse.' in frame:
            return 'parse'
        if '.asm.print.' in frame:
            return 'print'
    if any('.ir.verify.' in f for f in frames):
        return 'verify (input, after passes)'
    return None


def site(frames):
    """Where rw allocates: the innermost frame outside the JDK (and the JDK frame it called)."""
    for i, frame in enumerate(frames):
        if not frame.startswith(('java.', 'jdk.', 'sun.')):
            return frame if i == 0 else f'{frame} -> {frames[i - 1]}'
    return frames[0] if frames else '?'


def main():
    top = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    all_events = list(events(sys.stdin.read()))
    main_times, main_phases = [], []
    for thread, t, _, frames, _ in all_events:
        if thread == 'main':
            main_times.append(t)
            main_phases.append(phase_of_main(frames) or 'start-up, other')
    order = sorted(range(len(main_times)), key=main_times.__getitem__)
    main_times = [main_times[i] for i in order]
    main_phases = [main_phases[i] for i in order]

    def phase_at(t):
        if not main_times:
            return '?'
        i = bisect.bisect_left(main_times, t)
        near = min((j for j in (i - 1, i) if 0 <= j < len(main_times)), key=lambda j: abs(main_times[j] - t))
        return main_phases[near]

    total = 0.0
    by_phase = Counter()
    frames_by_phase = defaultdict(Counter)
    frames_all = Counter()
    for thread, t, weight, frames, kind in all_events:
        phase = (phase_of_main(frames) or 'start-up, other') if thread == 'main' else phase_at(t)
        key = f'{kind} @ {site(frames)}' if kind else (frames[0] if frames else '?')
        total += weight
        by_phase[phase] += weight
        frames_by_phase[phase][key] += weight
        frames_all[key] += weight
    if not total:
        sys.exit('jfr-phases: no events on stdin')
    unit = 'MB' if any(e[4] for e in all_events) else 'samples'
    scale = 1 / (1 << 20) if unit == 'MB' else 1

    def show(counter, n, indent):
        for key, w in counter.most_common(n):
            amount = f'{w * scale:9.1f}' if unit == 'MB' else f'{int(w):9d}'
            print(f'{indent}{amount} {100 * w / total:5.1f}%  {key}')

    print(f'{total * scale:.1f} {unit} in {len(all_events)} events' if unit == 'MB' else f'{len(all_events)} samples')
    print('by phase:')
    show(by_phase, len(by_phase), '  ')
    print('top frames:')
    show(frames_all, top, '  ')
    for phase, _ in by_phase.most_common():
        print(f'{phase}:')
        show(frames_by_phase[phase], max(3, top // 2), '  ')


if __name__ == '__main__':
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    main()
