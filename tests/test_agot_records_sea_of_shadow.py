"""Tests of the card records of the Sea of Shadow (records/sea_of_shadow.py): one test per card
code, real cards from the snapshot, positions built with agot_scenario."""
from __future__ import annotations

import pytest
from agot_scenario import assert_missing, record
from test_goldfish_support import snapshot_pool


@pytest.fixture(scope="module")
def pool():
    return snapshot_pool()


def test_26027_ghost_hill_elite(pool):
    assert_missing(record(pool, "26027"), "helps")
