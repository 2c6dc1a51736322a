"""The instruction queue is data (CR 608.2c: a resolving spell's instructions are followed in
the order written): each pending instruction is an immutable value naming its operation and
arguments, and each operation has exactly one handler."""

from __future__ import annotations

import dataclasses

import pytest

from manastack.rules.instructions import Instr, handler


def test_an_instruction_reads_as_its_operation_and_arguments() -> None:
    ins = Instr("effect", (7, "x"))
    assert repr(ins) == "effect(7, 'x')"
    assert repr(Instr("drop_frame")) == "drop_frame()"
    assert ins == Instr("effect", (7, "x")) and hash(ins) == hash(Instr("effect", (7, "x")))


def test_an_instruction_cant_be_changed_once_queued() -> None:
    ins = Instr("effect", (1,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        ins.op = "event"  # type: ignore[misc]


def test_an_operation_has_only_one_handler() -> None:
    """Registering a second handler for an operation already carried out ("event", the
    proposed-event pipeline of CR 614) is refused rather than silently replacing it."""
    with pytest.raises(ValueError) as refused:
        handler("event")(lambda g: None)
    assert str(refused.value) == "duplicate instruction handler event"

