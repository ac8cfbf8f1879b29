"""The layering rule (DESIGN.md): api -> deckcheck.services -> deckcheck (domain);
card_db implements the services' ports; only the composition root wires card_db in."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WEB_OR_SQL = ("flask", "werkzeug", "flask_smorest", "marshmallow", "sqlalchemy", "sqlmodel", "alembic",
              "psycopg", "click", "card_db", "api")
# api/ modules allowed to name card_db or SQLAlchemy: the composition root (builds the
# repositories) and the two places that turn a database outage into a 503
COMPOSITION_ROOT = {"api/extensions.py", "api/cli.py", "api/errors.py", "api/ops.py"}


def imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


def files(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


def test_the_domain_and_services_import_no_web_and_no_sql():
    bad = {str(p.relative_to(ROOT)): sorted(imports(p) & set(WEB_OR_SQL)) for p in files("deckcheck")}
    assert {k: v for k, v in bad.items() if v} == {}


def test_entry_points_reach_the_database_only_through_the_composition_root():
    bad = {}
    for path in files("api"):
        rel = str(path.relative_to(ROOT))
        found = imports(path) & {"card_db", "sqlalchemy", "sqlmodel"}
        if found and rel not in COMPOSITION_ROOT:
            bad[rel] = sorted(found)
    assert bad == {}


def test_no_sql_statements_under_api():
    bad = [str(p.relative_to(ROOT)) for p in files("api")
           if any(word in p.read_text(encoding="utf-8") for word in ("select(", "Session(", ".execute("))]
    assert bad == []


def test_card_db_never_imports_the_entry_points():
    bad = [str(p.relative_to(ROOT)) for p in files("card_db") if "api" in imports(p)]
    assert bad == []


# -- no import cycle, no private name across modules (DESIGN.md: "No module-level import cycles")
PACKAGES = ("deckcheck", "api", "card_db", "restricted_lists")


def modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in files(package):
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            found[name.removesuffix(".__init__")] = path
    return found


def imported(node: ast.Import | ast.ImportFrom, package: str, known: dict[str, Path]) -> set[str]:
    """The modules one import statement of ``package`` names: a ``from package import
    module`` names the module, not the package."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names}
    base = node.module or ""
    if node.level:
        parts = package.split(".")[:len(package.split(".")) - node.level + 1]
        base = ".".join(parts + ([node.module] if node.module else []))
    return {f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names}


def top_level_imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules of this tree that ``name`` imports when it is loaded (statements at the
    top of the module, also under ``if``/``try``, ``if TYPE_CHECKING`` included): a
    ``from package import module`` names the module, not the package."""
    found: set[str] = set()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]

    def visit(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, (ast.If, ast.Try)):
                visit(node.body)
                visit(node.orelse)
                for handler in getattr(node, "handlers", []):
                    visit(handler.body)
                visit(getattr(node, "finalbody", []))
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                found.update(imported(node, package, known))

    visit(ast.parse(path.read_text(encoding="utf-8")).body)
    return {m for m in found if m in known and m != name}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Loops of ``graph`` (module -> the modules it imports), each as the path that closes it."""
    found = []
    state: dict[str, int] = {}            # 1: on the path being followed, 2: done

    def follow(name: str, path: list[str]) -> None:
        state[name] = 1
        for other in sorted(graph[name]):
            if state.get(other) == 1:
                found.append(path[path.index(other):] + [other])
            elif other not in state:
                follow(other, path + [other])
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            follow(name, [name])
    return found


def test_no_module_level_import_cycle():
    known = modules()
    graph = {name: top_level_imports(name, path, known) for name, path in known.items()}
    loops = cycles(graph)
    assert loops == [], "\n".join(" -> ".join(c) for c in loops)


def test_no_private_name_is_imported_from_another_module():
    known = modules()
    found = []
    for name, path in known.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module in known:
                found += [f"{name} <- {node.module}.{a.name}" for a in node.names
                          if a.name.startswith("_") and not a.name.startswith("__")]
    assert found == [], "\n".join(found)


# -- no loop through imports inside functions either (issue 32) ------------------------------------
# A function that imports a module which imports the function's own module (directly, or through
# others, at their top or in their functions) ties the two into one all the same: neither can be
# read or tested without the other, and the import in the function only hides the loop from the
# check above. What two modules both need stands in a lower module (api/statuses.py,
# api/pages/page_context.py, deckcheck/message_entries.py, ...); an import inside a function is
# for cost (a module loaded only when it is used) or for a package's face, never for a loop.


def function_imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules of this tree that a function (or method) of ``name`` imports."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for node in ast.walk(fn):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                found.update(target for target in imported(node, package, known)
                             if target in known and target != name)
    return found


def test_no_import_cycle_through_functions():
    known = modules()
    graph = {name: top_level_imports(name, path, known) | function_imports(name, path, known)
             for name, path in known.items()}
    loops = cycles(graph)
    assert loops == [], "\n".join(" -> ".join(c) for c in loops)
