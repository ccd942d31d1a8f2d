"""Where a table's captains think: in a worker process (the app's way) or on a thread (tests, tools).

The table never waits for a captain. It hands over a copy of the seat's view
and the decision; the worker answers with the action when the captain has
chosen. In a process the search runs on the other core, so the table keeps its
60 frames a second whatever the captains do; a Hard captain also lends its
second tree to a helper process while no human is thinking (root-parallel
search on both cores). Both processes run "nicer" than the table, so the
frames come first: the table wants little of a core, but wants it on time.

A captain's moves do not depend on where it runs: the seat is built from the
same word and seed in either worker, asked the same questions in the same
order, and its trees are seeded the same whether they run side by side or one
after the other (see `SearchSeat`).

Messages to a worker: ("seat", seat, word, game, seed) and ("ask", seat, view,
decision, helper_ok); answers: (seat, decision, action).
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
import queue
import random
import sys
import threading
from typing import Any, Callable, Iterator

from game.engine.values import Action, Decision

WORKER_ENV = "PIRATE_TABLE_AI_WORKER"   # "thread" or "process" (the default)
# Captains yield the CPU to the table's own frames. The table uses a fraction of a core, so this
# changes when it runs more than how much the captains get: while three Hard captains thought
# (bench/frame_time.py --while-thinking 15, one run after the other), the 95th percentile of the
# frame gap was 20.5-20.7 ms in Doubloons and 19.4-19.5 in Privateer at 5, 17.9 and 17.2-17.6 at
# 15, 17.7 and 17.3 at 19; the captains made as many moves in the 15 s at every setting.
NICENESS = 15
POLL_SECONDS = 1.0                      # how often a worker checks that the app is still there


def make_worker(kind: str | None = None) -> "ThreadWorker | ProcessWorker":
    kind = kind or os.environ.get(WORKER_ENV) or "process"
    if kind not in ("thread", "process"):
        raise ValueError(f"{WORKER_ENV} must be 'thread' or 'process', not {kind!r}")
    return ThreadWorker() if kind == "thread" else ProcessWorker()


class _Captains:
    """The seats of one table, built on demand, answering one question at a time."""

    def __init__(self, helper: "QueueHelper | None" = None) -> None:
        self.seats: dict[int, Any] = {}
        self.helper = helper

    def add(self, seat: int, word: str, game: str, seed: int) -> None:
        from game.ai.seats import make_seat
        self.seats[seat] = make_seat(word, game, random.Random(seed))

    def answer(self, seat: int, view: dict[str, Any], decision: Decision, helper_ok: bool) -> Action:
        player = self.seats[seat]
        if hasattr(player, "helper"):
            player.helper = self.helper if helper_ok else None
        try:
            return player.choose(view, decision)
        except Exception as exc:  # a broken AI must not take the table down: fall back to a legal move
            action = decision.actions[0]
            print(f"pirate-table: AI seat {seat} failed ({exc!r}); playing {action}", file=sys.stderr)
            return action


def _jobs(jobs: Any, alive: Callable[[], bool]) -> Iterator[Any]:
    """Jobs from a queue until a None (stop) arrives or the app that sent them is gone."""
    while True:
        try:
            job = jobs.get(timeout=POLL_SECONDS)
        except queue.Empty:
            if not alive():
                return
            continue
        if job is None:
            return
        yield job


def _serve(jobs: Any, results: Any, captains: _Captains, alive: Callable[[], bool]) -> None:
    """The worker's loop: build seats, answer questions."""
    for job in _jobs(jobs, alive):
        if job[0] == "seat":
            captains.add(*job[1:])
            continue
        _, seat, view, decision, helper_ok = job
        results.put((seat, decision, captains.answer(seat, view, decision, helper_ok)))


class ThreadWorker:
    """Captains on a background thread of this process (the search holds the GIL while it thinks)."""

    def __init__(self) -> None:
        self.jobs: queue.Queue = queue.Queue()
        self.results: queue.Queue = queue.Queue()
        self._thread = threading.Thread(target=_serve, args=(self.jobs, self.results, _Captains(), lambda: True),
                                        name="ai-worker", daemon=True)
        self._thread.start()

    @property
    def parallel(self) -> bool:
        return False

    def add_seat(self, seat: int, word: str, game: str, seed: int) -> None:
        self.jobs.put(("seat", seat, word, game, seed))

    def ask(self, seat: int, view: dict[str, Any], decision: Decision, helper_ok: bool = False) -> None:
        self.jobs.put(("ask", seat, view, decision, helper_ok))

    def stop(self) -> None:
        self.jobs.put(None)


class ProcessWorker:
    """Captains in a process of their own, started fresh (spawn) so it carries nothing of the window;
    a helper process for Hard captains' second tree is started with the first Hard seat."""

    def __init__(self) -> None:
        self._context = multiprocessing.get_context("spawn")
        self.jobs = self._context.Queue()
        self.results = self._context.Queue()
        self._tree_jobs = self._context.Queue()
        self._tree_results = self._context.Queue()
        self._processes = [self._start(_worker_main, "pirate-table-captains",
                                       self.jobs, self.results, self._tree_jobs, self._tree_results)]
        self._helper_started = False

    def _start(self, target: Callable[..., None], name: str, *queues: Any) -> Any:
        process = self._context.Process(target=target, args=(os.getpid(), *queues), name=name, daemon=True)
        process.start()
        return process

    @property
    def parallel(self) -> bool:
        return self._helper_started

    def add_seat(self, seat: int, word: str, game: str, seed: int) -> None:
        if word == "ai:hard" and not self._helper_started:
            self._processes.append(self._start(_helper_main, "pirate-table-helper",
                                               self._tree_jobs, self._tree_results))
            self._helper_started = True
        self.jobs.put(("seat", seat, word, game, seed))

    def ask(self, seat: int, view: dict[str, Any], decision: Decision, helper_ok: bool = False) -> None:
        self.jobs.put(("ask", seat, view, decision, helper_ok and self._helper_started))

    def stop(self) -> None:
        """At once: a captain in the middle of a search is not waited for."""
        queues = (self.jobs, self.results, self._tree_jobs, self._tree_results)
        for q in queues:
            q.cancel_join_thread()
        for process in self._processes:
            if process.is_alive():
                process.terminate()
        for process in self._processes:
            process.join(timeout=1.0)
        for q in queues:
            q.close()


def _be_nice() -> None:
    if hasattr(os, "nice"):
        try:
            os.nice(NICENESS)
        except OSError:
            pass


def _parent_alive(parent: int) -> Callable[[], bool]:
    return lambda: os.getppid() == parent


def _worker_main(parent: int, jobs: Any, results: Any, tree_jobs: Any, tree_results: Any) -> None:
    _be_nice()
    _serve(jobs, results, _Captains(QueueHelper(tree_jobs, tree_results)), _parent_alive(parent))


def _helper_main(parent: int, tree_jobs: Any, tree_results: Any) -> None:
    """Searches one tree at a time for the worker's Hard captains."""
    from game.ai.search_seat import search_tree

    _be_nice()
    for number, args in _jobs(tree_jobs, _parent_alive(parent)):
        try:
            tree_results.put((number, search_tree(*args)))
        except Exception as exc:   # the captain then decides on its own tree alone
            tree_results.put((number, None))
            print(f"pirate-table: helper search failed ({exc!r})", file=sys.stderr)


def start_helper() -> "QueueHelper":
    """A helper process of its own for a Hard captain outside the app (bench/ai_strength.py --helper):
    the second tree grows there as at a table where no human is thinking. It ends with this process."""
    context = multiprocessing.get_context("spawn")
    jobs, results = context.Queue(), context.Queue()
    context.Process(target=_helper_main, args=(os.getpid(), jobs, results), name="pirate-table-helper",
                    daemon=True).start()
    return QueueHelper(jobs, results)


class QueueHelper:
    """The worker's end of the helper process: start a tree there, collect it later."""

    def __init__(self, jobs: Any, results: Any) -> None:
        self.jobs, self.results = jobs, results
        self._numbers = itertools.count()

    def submit(self, args: tuple[Any, ...], wait: float) -> Callable[[], Any]:
        number = next(self._numbers)
        self.jobs.put((number, args))

        def collect() -> Any:
            while True:
                try:
                    got, result = self.results.get(timeout=wait)
                except queue.Empty:
                    return None       # the helper is gone or stuck: decide on the local tree
                if got == number:
                    return result
        return collect
