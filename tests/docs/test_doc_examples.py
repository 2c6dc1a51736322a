"""The Python examples of the README and of docs/*.md run as written.

Each ```python block that stands alone (not indented under a list item, and not a card
module's listing) is run in a fresh interpreter, as a reader would paste it."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BLOCK = re.compile(r"^```python\n(.*?)^```", re.S | re.M)


def _examples() -> list[tuple[str, str]]:
    out = []
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = path.read_text(encoding="utf-8")
        for m in BLOCK.finditer(text):
            code = m.group(1)
            if code.startswith('"""'):  # a card module shown as an example of the vocabulary
                continue
            line = text[:m.start()].count("\n") + 1
            out.append((f"{path.relative_to(ROOT)}:{line}", code))
    return out


EXAMPLES = _examples()


def test_the_docs_have_examples() -> None:
    assert {name.split(":")[0] for name, _ in EXAMPLES} >= {
        "README.md", "docs/scenario.md", "docs/cards.md", "docs/environments.md"}


@pytest.mark.parametrize(("where", "code"), EXAMPLES, ids=[w for w, _ in EXAMPLES])
def test_doc_example_runs(where: str, code: str) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"{where}:\n{done.stderr[-3000:]}"
