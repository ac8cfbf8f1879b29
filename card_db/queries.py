"""Read queries for the card pages and the CLI (not used by validation)."""
from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.engine import Engine

from card_db import schema as s


def card_rows(engine: Engine, game: str, card_id: str) -> dict[str, Any]:
    with engine.connect() as conn:
        row = conn.execute(select(s.Card.__table__).where(s.Card.game == game, s.Card.id == card_id)).first()
        if row is None:
            return {}
        out: dict[str, Any] = dict(row._mapping)
        packs = {p.id: p for p in conn.execute(select(s.Pack.__table__).where(s.Pack.game == game))}
        out["printings"] = [
            {"pack": p.pack_id, "pack_name": packs[p.pack_id].name if p.pack_id in packs else None,
             "released": (packs[p.pack_id].released.isoformat()
                          if p.pack_id in packs and packs[p.pack_id].released else None),
             "position": p.position, "quantity": p.quantity}
            for p in conn.execute(select(s.Printing.__table__).where(
                s.Printing.game == game, s.Printing.card_id == card_id))]
        out["names"] = [{"locale": a.locale, "name": a.name, "source": a.source}
                        for a in conn.execute(select(s.Alias.__table__).where(
                            s.Alias.game == game, s.Alias.card_id == card_id))]
        out["errata"] = [{"field": e.field, "old_value": e.old_value, "new_value": e.new_value,
                          "source": e.source, "section": e.section,
                          "date": e.date.isoformat() if e.date else None, "scope": e.scope,
                          "applied": e.applied, "note": e.note}
                         for e in conn.execute(select(s.Erratum.__table__).where(
                             s.Erratum.game == game, s.Erratum.card_id == card_id))]
        out["rulings"] = [{"text": r.text, "source": r.source, "link": r.link}
                          for r in conn.execute(select(s.Ruling.__table__).where(
                              s.Ruling.game == game, s.Ruling.card_id == card_id))]
        return out
