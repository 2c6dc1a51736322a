"""The compiled build: the engine's typed core compiled with mypyc, beside the pure-Python package.

The pure-Python package (``src/manastack``) is the reference and what ``pip install`` gives. This
build is optional: a copy of the package in ``build/compiled/manastack`` in which the modules of
``MODULES`` are compiled to C extension modules by mypyc (pinned in the ``compiled`` extra of
pyproject.toml). Putting ``build/compiled`` first on ``PYTHONPATH`` runs the engine from that
copy; every other module there is the same Python source, and imports the compiled ones::

    make compiled                               # or: .venv/bin/python -m tools.compiled build
    PYTHONPATH=build/compiled .venv/bin/manastack bench --no-phase
    PYTHONPATH=build/compiled .venv/bin/pytest -n 2 tests
    .venv/bin/python -m tools.compiled check    # every module of MODULES is compiled

The build copies the sources afresh each time, so it is of the tree as it is now (rebuild after
a change). Compiling takes about 1.5 CPU-minutes. What mypyc needs of the code is in
docs/engine.md ("The compiled build").
"""

from __future__ import annotations

import importlib
import importlib.machinery
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "src" / "manastack"
BUILD = ROOT / "build" / "compiled"

MODULES = (
    # the state
    "state/objects.py", "state/player.py", "state/combat.py", "state/rng.py",
    "state/control.py", "state/steps.py", "state/zones.py", "state/game_state.py",
    # events: the pipeline, replacement, application, triggers, state-based actions
    "rules/events.py", "rules/pipeline.py", "rules/replacement.py", "rules/event_apply.py",
    "rules/triggers.py", "rules/sba.py", "rules/information.py", "rules/day_night.py",
    "rules/zone_change.py", "rules/as_enters.py", "rules/until_next_turn.py",
    "rules/exile_until.py", "rules/two_headed_giant.py",
    # characteristics: the layer pass, and what it and the rules ask of objects
    "rules/characteristics.py", "rules/copiable_values.py", "rules/layer_keeping.py",
    "rules/permanents_outline.py",
    "rules/ability_layer.py", "rules/dependency.py",
    "rules/selectors.py", "rules/restrictions.py", "rules/keyword_abilities.py",
    "rules/amounts.py", "rules/commander.py", "rules/shared_team_turns.py",
    # the instruction queue, priority, turns, the stack and resolution
    "rules/instructions.py", "rules/priority.py", "rules/turn.py", "rules/stack.py",
    "rules/resolution.py",
    # effects as they resolve, and the meanings of the card language's records
    "rules/one_shot.py", "rules/effect_steps.py", "rules/combat_damage.py", "rules/tokens.py",
    "rules/counters.py", "rules/zone_effects.py", "rules/choosing.py", "rules/spell_copy.py",
    "rules/vocabulary.py", "rules/object_tests.py",

    # casting, costs and mana payment
    "rules/casting.py", "rules/cast_methods.py", "rules/costs.py", "rules/total_cost.py",
    "rules/cost_parts.py", "rules/mana_costing.py",
    "rules/payability.py", "rules/payment_options.py", "rules/mana_chains.py",
    "rules/mana_ability_costs.py", "rules/pool_spending.py",
    "rules/convoke.py", "rules/mana.py", "rules/mana_readiness.py",
    "rules/mana_matching.py", "rules/mana_supplies.py", "rules/mana_plans.py",
    "rules/mana_colors.py", "rules/any_color_spending.py",
    "rules/mana_pools.py", "rules/mana_riders.py", "rules/automatic_payment.py",
    "rules/targets.py", "rules/library_top.py",
    # legal actions, attacks and blocks, and the permanents with activated abilities
    "decisions/legal.py", "decisions/mana_listing.py", "decisions/ability_kinds.py",
    "rules/ability_index.py", "rules/ability_zones.py", "rules/graveyard_permission.py",
    "rules/declare_attackers.py",
    "rules/declare_blockers.py",
    # the ability records the rules read, and mana costs
    "dsl/abilities.py", "dsl/mana_cost.py", "dsl/filters.py",
)
"""The compiled modules (paths under src/manastack): the hot core, chosen by profile."""


def is_compiled(module: str) -> bool:
    """Whether the module ``module`` (``manastack.rules.mana``) was imported from an extension
    module, as the compiled build's are."""
    path = getattr(importlib.import_module(module), "__file__", None) or ""
    return path.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def module_name(path: str) -> str:
    return "manastack." + path.removesuffix(".py").replace("/", ".")


def build(jobs: int = 2) -> None:
    """Copy the package to ``BUILD`` and compile ``MODULES`` there in place."""
    target = BUILD / "manastack"
    if BUILD.exists():
        shutil.rmtree(BUILD)
    shutil.copytree(SOURCE, target, ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    paths = ["manastack/" + m for m in MODULES]
    (BUILD / "setup_compiled.py").write_text(
        "from setuptools import setup\n"
        "from mypyc.build import mypycify\n"
        f"setup(name='manastack-compiled', ext_modules=mypycify({paths!r}, opt_level='3', "
        "multi_file=True))\n")
    env = dict(os.environ, PYTHONPATH=str(BUILD))
    subprocess.run([sys.executable, "setup_compiled.py", "-q", "build_ext", "--inplace",
                    "-j", str(jobs)], cwd=BUILD, env=env, check=True)


def check() -> None:
    """Exit non-zero unless every module of ``MODULES`` is imported compiled."""
    missing = [m for m in map(module_name, MODULES) if not is_compiled(m)]
    if missing:
        sys.exit(f"not compiled (is {BUILD} first on PYTHONPATH, and built?): {missing}")
    print(f"compiled build: {len(MODULES)} modules compiled")


if __name__ == "__main__":
    verb = sys.argv[1:2]
    if verb == ["build"]:
        build()
    elif verb == ["check"]:
        check()
    else:
        sys.exit(__doc__)
