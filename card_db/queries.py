"""Read queries for the card pages and the CLI (not used by validation)."""
from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.engine import Engine

from card_db import schema as s


def card_detail(engine: Engine, game: str, card_id: str) -> dict[str, Any] | None:
    with engine.connect() as conn:
        row = conn.execute(select(s.Card).where(s.Card.game == game, s.Card.id == card_id)).first()
        if row is None:
            alias = conn.execute(select(s.Alias.card_id).where(
                s.Alias.game == game, s.Alias.locale == "id", s.Alias.name == card_id)).scalar()
            if alias is None:
                return None
            row = conn.execute(select(s.Card).where(s.Card.game == game, s.Card.id == alias)).first()
            if row is None:
                return None
        card = {k: v for k, v in row._mapping.items()}
        cid = card["id"]
        packs = {p.id: p for p in conn.execute(select(s.Pack).where(s.Pack.game == game))}
        card["printings"] = [
            {"pack": p.pack_id, "pack_name": packs[p.pack_id].name if p.pack_id in packs else None,
             "released": packs[p.pack_id].released.isoformat() if p.pack_id in packs and packs[p.pack_id].released else None,
             "position": p.position, "quantity": p.quantity}
            for p in conn.execute(select(s.Printing).where(s.Printing.game == game, s.Printing.card_id == cid))]
        card["names"] = [{"locale": a.locale, "name": a.name, "source": a.source}
                         for a in conn.execute(select(s.Alias).where(s.Alias.game == game, s.Alias.card_id == cid))]
        card["errata"] = [{"field": e.field, "old_value": e.old_value, "new_value": e.new_value,
                           "source": e.source, "section": e.section,
                           "date": e.date.isoformat() if e.date else None, "scope": e.scope,
                           "applied": e.applied, "note": e.note}
                          for e in conn.execute(select(s.Erratum).where(s.Erratum.game == game, s.Erratum.card_id == cid))]
        card["rulings"] = [{"text": r.text, "source": r.source, "link": r.link}
                           for r in conn.execute(select(s.Ruling).where(s.Ruling.game == game, s.Ruling.card_id == cid))]
        status = []
        q = (select(s.ListVersion, s.ListEntry.kind)
             .join(s.ListEntry, s.ListEntry.list_id == s.ListVersion.id)
             .where(s.ListVersion.game == game, s.ListEntry.card_id == cid)
             .order_by(s.ListVersion.effective))
        for lv, kind in conn.execute(q):
            status.append({"list": lv.code, "name": lv.name, "format": lv.format, "issuer": lv.issuer,
                           "effective": lv.effective.isoformat(), "kind": kind, "source": lv.source})
        card["list_status"] = status
        return card
