"""Records of the cards first printed in the premium expansion Clan War. One test each in
tests/test_l5r_records_clan_war.py."""
from __future__ import annotations

from deckcheck.games.l5r.engine.ops.conflict_limits import skill_or_zero
from deckcheck.games.l5r.engine.ops.holdings_and_hosts import game, when
from deckcheck.games.l5r.engine.records.core_set.scorpion import dead_cards
from deckcheck.games.l5r.engine.play_rules import PROVINCE_REVEALED
from deckcheck.games.l5r.engine.records.dsl import (
    UNTIL_CONTEST, action, card, chars, choose, conflict_type, discard_from_hand, draw,
    event_action, glory,
    fate, helps, honor, hurts,
    in_conflict, move_in, participating, place_fate, reaction, ready, self_is, this,
)
from deckcheck.games.l5r.engine.records.words import (
    KEYWORD_ONLY,
    opponent_passes,
    HOLDS_NO_HAND, NEVER_ATTACKS, NO_CARDS,
    NO_CHARACTERS, NO_DUELS, NO_EVENTS, OWN_ONLY,
    SHORT, province,
)
from deckcheck.games.l5r.engine import conflicts, play_rules
from deckcheck.games.l5r.engine.cards import ATTACHMENT
from deckcheck.games.l5r.engine.hooks import CONDITIONS, GAME_OPS
from deckcheck.games.l5r.engine.state import MILITARY, RINGS, L5rState


# -- the operations only these records use ----------------------------------------------------
def _helpful(state: L5rState, a: int) -> bool:
    t = state.table
    rec = t.records[a]
    if rec is not None and rec.pilot == "never":
        return False
    return t.military_bonus[a] + t.political_bonus[a] > 0 or bool(t.abilities[a])


def mirumoto_options(state: L5rState, c: int) -> list[int]:
    """Attachments of the conflict discard pile the player can pay for and play on c."""
    t = state.table
    out = []
    for a in state.conflict_discard:
        if t.type[a] != ATTACHMENT or not play_rules.can_pay_hand(state, a) or not _helpful(state, a):
            continue
        if "limited" in t.keywords[a] and state.limited_round == state.round:
            continue
        if c in play_rules.attachment_hosts(state, a):
            out.append(a)
    return out



def _mirumoto_attachment(state, ctx, v):
    return bool(mirumoto_options(state, ctx.source))



def _mirumoto_play(state, ctx, eff, cards):
    found = mirumoto_options(state, ctx.source)
    if not found:
        return
    t = state.table
    a = max(found, key=lambda x: (t.military_bonus[x] + t.political_bonus[x], t.cost[x], -x))
    play_rules.pay_hand(state, a)
    if "limited" in t.keywords[a]:
        state.limited_round = state.round
    play_rules.count_play(state, a)
    play_rules.attach(state, a, ctx.source)



CONDITIONS.update({
    "dc_mirumoto_attachment": _mirumoto_attachment,
})


GAME_OPS.update({
    "dc_mirumoto_play": _mirumoto_play,
})


# -- Clan War ---------------------------------------------------------------------------------------

card("inscribed-tanto", "Inscribed Tantō",
     inert="immunity to the opponent's ring effects: the passive opponent resolves none; +1 "
           "military is printed and played")

card("inventive-mirumoto", "Inventive Mirumoto",
     action(game("dc_mirumoto_play"),
            when=(when("claimed", "water"), when("dc_mirumoto_attachment"))),
     note="Plays the attachment of the conflict discard pile with the biggest skill bonus it can "
          "pay for and put on this character.")

card("called-to-war", "Called to War",
     event_action(place_fate(1, choose(chars("bushi")))),
     note="The passive opponent never gives the honor to choose a second character.")

card("return-the-offense", "Return the Offense", inert=NO_DUELS)

card("chancellor-s-aide", "Chancellor's Aide",
     inert=f"a chosen player discards a card: {HOLDS_NO_HAND} (and never gives honor); choosing "
           "oneself is not played")

card("privileged-position", "Privileged Position",
     inert=f"limits the conflicts the opponent declares: {NEVER_ATTACKS}")

card("bushido-adherent", "Bushidō Adherent",
     action(honor(choose(chars(), state="participating")), when=(participating(),),
            phases=("conflict",)),
     note="Honors a participating character; the opponent's draw does nothing (it never plays "
          "cards). Support is not played (the opponent pays nothing).")

# -- the operations of the records added in this review ---------------------------------------
def _role_ring(state: L5rState) -> int:
    """A claimed ring whose element is one of the role's (its traits), or -1."""
    t = state.table
    if t.role < 0:
        return -1
    found = [r for r in sorted(state.claimed) if RINGS[r] in t.traits[t.role]]
    return found[0] if found else -1


def _return_role_ring(state: L5rState, ctx, eff, cards) -> None:
    r = _role_ring(state)
    if r >= 0:
        state.claimed.discard(r)


def _diversion_slot(state: L5rState) -> int:
    """The province Diversionary Maneuver moves the conflict to: another eligible one, face
    down first; -1 when it would not pay (the ready characters at home count no more military
    than the ready attackers)."""
    others = [s for s in conflicts.open_slots(state) if s != state.c_slot]
    if not others:
        return -1
    home = sum(skill_or_zero(state, c, MILITARY) for c in play_rules.characters(state)
               if c not in state.bowed and play_rules.may_join(state, c))
    here = sum(skill_or_zero(state, c, MILITARY) for c in state.attackers if c not in state.bowed)
    if home <= here:
        return -1
    return min(others, key=lambda s: (s in state.opp_revealed, s))


def _diversion(state: L5rState, ctx, eff, cards) -> None:
    slot = _diversion_slot(state)
    if slot < 0:
        return
    for c in state.attackers:
        play_rules.bow(state, c)
    state.attackers = []
    state.c_slot = slot
    play_rules.reveal_opponent_province(state, slot)
    ready = [c for c in play_rules.characters(state)
             if c not in state.bowed and play_rules.may_join(state, c)]
    GAME_OPS["move_in"](state, ctx, eff, ready)


def _redraw_dead(state: L5rState, ctx, eff, cards) -> None:
    """"That player discards 3 cards from their hand and draws 3 cards": the dead ones go."""
    n = eff.value[1]
    for c in dead_cards(state, ctx.source)[:n]:
        state.hand.remove(c)
        state.conflict_discard.append(c)
    play_rules.draw(state, n)


CONDITIONS.update({
    "role_ring_claimed": lambda state, ctx, value: _role_ring(state) >= 0,
    "dead_cards_at_least": lambda state, ctx, n: len(dead_cards(state, ctx.source)) >= n,
    "diversion_gains": lambda state, ctx, value: _diversion_slot(state) >= 0,
})


GAME_OPS.update({
    "redraw_dead_cards": _redraw_dead,
    "diversion": _diversion,
    "return_role_ring": _return_role_ring,
})

CLAN_WAR_RINGS = ("rings claimed on a province exist only in the Clan War (multiplayer) format: in "
                  "the two-player game no ring is ever claimed on a province")
TREATY = ("a treaty of the Clan War (multiplayer) format: no part of a deck of the two-player "
          "game the engine plays")
NO_OPP_RINGS = "the passive opponent never claims a ring"
NO_GIFTS = "the passive opponent never gives honor nor chooses anything"


card("contemplative-wisdom", "Contemplative Wisdom",
     missing=(helps("its character returns a ring to lend its printed abilities to a "
                    "participant: not played"),))

card("expert-bartering", "Expert Bartering",
     missing=(helps("switches places with another of the player's attachments: not "
                    "played"),))

card("kobo-ichi-kai-jujutsu", "Kobo Ichi-Kai Jujutsu",
     inert=f"+X military for the rings an opponent claimed: {NO_OPP_RINGS} (Restricted is read "
           "by the engine)")

card("peacemaker-s-blade", "Peacemaker's Blade",
     missing=(hurts("its character cannot be declared as an attacker: the engine lets it "
                    "attack with the +3/+1"),))

card("take-up-command", "Take Up Command",
     missing=(helps("its character readies a cheap Bushi and moves it into the conflict: not "
                    "played"),))

card("bayushi-traitor", "Bayushi Traitor",
     missing=(hurts("it enters play under the opponent's control: the engine gives it to the "
                    "player"),))

card("a-game-of-letters", "A Game of Letters",
     inert=f"copies a status token of another player's character: {NO_CHARACTERS}")

card("all-out-assault", "All Out Assault",
     inert=f"forces every able character to attack: {NO_CHARACTERS}, so it could only force the "
           "player's own")

card("appeal-to-sympathy", "Appeal to Sympathy", inert=f"cancels an event: {NO_EVENTS}")

card("common-cause", "Common Cause",
     missing=(helps("sacrifices a character to ready another: not played"),))

card("compelling-testimony", "Compelling Testimony", inert=f"-4 political to a participant: {OWN_ONLY}")

card("criminal-contacts", "Criminal Contacts",
     inert=f"discards fate from chosen characters: {NO_CHARACTERS}, and {NO_GIFTS}")

card("cultured-facade", "Cultured Facade", inert=f"protects participants from events: {NO_EVENTS}")

card("diversionary-maneuver", "Diversionary Maneuver",
     event_action(game("diversion"), when=(conflict_type("military"), when("diversion_gains")),
                  phases=("conflict",)),
     note="The pilot's policy: played when the ready characters at home count more military "
          "skill than the ready attackers and another province may be attacked (one still face "
          "down first); the attackers bow and go home, the conflict moves there and reveals it, "
          "and every ready character at home moves in. The passive opponent moves none.")

card("enlightenment", "Enlightenment",
     missing=(helps("resolves every claimed ring and wins with all five: not played"),))

card("favorable-alliance", "Favorable Alliance",
     missing=(helps("sets aside conflict cards to play as from hand: not played"),))

card("fulfill-your-duty", "Fulfill Your Duty",
     inert=f"raises the attacked province's strength: {NEVER_ATTACKS}, and raising the "
           "opponent's would only hurt")

card("hige-s-sermon", "Hige's Sermon",
     inert=f"each player bows a character it does not control: {NO_CHARACTERS}")

card("imbued-with-shadows", "Imbued With Shadows",
     missing=(helps("X honor to discard X status tokens: not played"),))

card("impossible-koan", "Impossible Kōan",
     inert="sets every character's skills to 1: only the player's characters are in play, so "
           "it could only lower theirs")

card("join-the-fray", "Join the Fray",
     missing=(helps("puts a Cavalry character of the provinces into the conflict: not "
                    "played"),))

card("ramparts-of-stone", "Ramparts of Stone",
     inert="the attacking player bows its participants or discards 3 cards: the player is "
           "always the attacker, so it could only hurt them")

card("seize-the-day", "Seize the Day",
     missing=(helps("the player becomes the first player: not played"),))

card("the-crashing-wave", "The Crashing Wave",
     inert=f"moves an attack to the player's province: {NEVER_ATTACKS}")

card("trick-of-the-light", "Trick of the Light", inert=f"blanks a participant's text: {OWN_ONLY}")

card("unquestioned-heritage", "Unquestioned Heritage",
     missing=(helps("with the air ring claimed, moves an attachment to another character: not "
                    "played"),))

card("way-of-the-open-hand", "Way of the Open Hand",
     inert=f"moves a participant the player does not control: {NO_CHARACTERS}")

card("agasha-prodigy", "Agasha Prodigy",
     missing=(helps("discards the top conflict card and attaches it if it is an attachment: "
                    "not played"),))

card("altansarnai-s-vanguard", "Altansarnai's Vanguard", inert=CLAN_WAR_RINGS)

card("ascetic-of-the-north-wall", "Ascetic of the North Wall",
     inert="keeps its fate outside the fate phase: only the passive opponent's effects would "
           "take it, and it has none")

card("battle-aspirant", "Battle Aspirant", inert=f"forces a defender: {NO_CHARACTERS}")

card("cunning-confidant", "Cunning Confidant",
     inert=f"+2 political against a player with more claimed rings: {NO_OPP_RINGS}")

card("dazzling-duelist", "Dazzling Duelist", inert=NO_DUELS)

card("endless-plains-skirmisher", "Endless Plains Skirmisher",
     action(move_in(this()), when=(in_conflict(), SHORT, self_is("home"), self_is("ready")),
            phases=("conflict",)),
     note="Moves itself into the conflict on the player's side (the other side is the passive "
          "opponent's, which the pilot never helps).")

card("expert-interpreter", "Expert Interpreter",
     inert=f"stops characters entering play in some conflicts: {NO_CARDS}, so it could only "
           "stop the player")

card("forthright-ide", "Forthright Ide",
     action(ready(choose(chars(max_cost=3), state="bowed")), costs=(discard_from_hand(1),),
            when=(participating(),), phases=("conflict",)),
     note="Readies a bowed character of printed cost 3 or lower (the player's: it discards "
          "the cheapest card of its hand); Support is not played.")

card("hida-secretkeeper", "Hida Secretkeeper", inert=f"works while it defends: {NEVER_ATTACKS}")

card("ikoma-message-runner", "Ikoma Message Runner",
     missing=(helps("turns a face-down card of the player's provinces face up: not "
                    "played"),))

card("insightful-gatekeeper", "Insightful Gatekeeper",
     inert=f"+2 military against a player with more claimed rings: {NO_OPP_RINGS}")

card("isawa-pilgrim", "Isawa Pilgrim",
     note=f"Pride: {KEYWORD_ONLY}. Its action gives it to a player who claimed the water ring: "
          f"{NO_OPP_RINGS}.")

card("kuni-silencer", "Kuni Silencer", inert=f"after it wins as the defender: {NEVER_ATTACKS}")

card("master-whisperer", "Master Whisperer",
     action(game("redraw_dead_cards", 3), when=(when("dead_cards_at_least", 3),)),
     note=f"The pilot's policy: chosen on the player when its hand holds 3 cards the pilot never "
          f"plays; those 3 are discarded and 3 drawn (once per round). Choosing the opponent: "
          f"{HOLDS_NO_HAND}. Support is not played.")

card("masterpiece-painter", "Masterpiece Painter",
     missing=(helps("the top conflict card can be played as from hand this phase: not "
                    "played"),))

card("mediator-of-hostilities", "Mediator of Hostilities",
     *opponent_passes(draw(1)),
     note="The passive opponent passes both of its conflict opportunities each round: the "
          "engine plays no opponent's turn, so the two passes (limit twice per round) draw 1 "
          "card as the conflict phase begins and 1 as it ends.")

card("medium-of-the-living-soul", "Medium of the Living Soul",
     missing=(helps("a participant may resolve a ring effect again for 1 fate: not "
                    "played"),))

card("merchant-of-curiosities", "Merchant of Curiosities",
     missing=(helps("discards a card to draw 1: not played"),))

card("mindful-warrior", "Mindful Warrior", inert=CLAN_WAR_RINGS)

card("one-of-the-forgotten", "One of the Forgotten",
     missing=(hurts("no fate may be placed on it when played from a province: the engine "
                    "lets the pilot place it"),),
     note=f"Its reaction needs the opponent to control ready characters: {NO_CHARACTERS}.")

card("perfect-guest", "Perfect Guest",
     inert="gives itself to another player: it could only lose the player a character")

card("righteous-akodo", "Righteous Akodo", inert=CLAN_WAR_RINGS)

card("sake-house-smuggler", "Sake House Smuggler",
     missing=(helps("the next non-event card costs 1 less this phase: not modeled"),))

card("serene-seer", "Serene Seer", inert=f"looks at provinces of a player who claimed the void "
                                         f"ring: {NO_OPP_RINGS}")

card("shepherd-of-visages", "Shepherd of Visages",
     action(glory(-2, choose(chars(), zone="conflict", state="dishonored"), until=UNTIL_CONTEST),
            when=(in_conflict(), SHORT), phases=("conflict",)),
     note="-2 glory to a dishonored participant: a dishonored character's skill loses its glory, "
          "so it gains up to 2 skill; the pilot's policy: while the conflict's skill is short "
          "(an honored or ordinary participant would only lose glory).")

card("shika-matchmaker", "Shika Matchmaker",
     inert="gives the hand support, which only another player of a multiplayer game could use")

card("shosuro-actor", "Shosuro Actor", inert=f"copies a character the player does not control: "
                                             f"{NO_CHARACTERS}")

card("venerable-fortunist", "Venerable Fortunist",
     action(game("return_role_ring"), fate(2), when=(when("role_ring_claimed"),)),
     note="Returns a claimed ring of the role's element for 2 fate (once per round, whenever "
          "such a ring is claimed).")

card("vice-proprietor", "Vice Proprietor",
     inert=f"bows a participant the player does not control: {NO_CHARACTERS}")

card("way-station-trader", "Way Station Trader",
     reaction(PROVINCE_REVEALED, fate(1), about="any", when=(participating(),)),
     note="After its attack turns an opponent's province face up: the player takes 1 fate (the "
          "passive opponent's pool is never spent). Limited is read by the engine.")

card("acclaimed-geisha-house", "Acclaimed Geisha House",
     missing=(helps("dishonors a participant to switch the contested ring: not played"),))

card("alchemical-laboratory", "Alchemical Laboratory",
     inert=f"for attachments on another player's characters: {NO_CHARACTERS}")

card("hallowed-ground", "Hallowed Ground", inert=f"punishes an opponent's claimed rings: {NO_OPP_RINGS}")

card("negotiation-table", "Negotiation Table",
     inert=f"the player takes the options the opponent selects: {NO_GIFTS}")

card("roadside-inn", "Roadside Inn",
     missing=(helps("1 fate of the pool onto a chosen character as the fate phase begins: not "
                    "played"),))

for _code, _name in (("fields-of-the-wind", "Fields of the Wind"),
                     ("fury-of-the-kami", "Fury of the Kami"),
                     ("karmic-teachings", "Karmic Teachings"),
                     ("model-of-courtesy", "Model of Courtesy"),
                     ("shadowed-alleyway", "Shadowed Alleyway"),
                     ("slaughtered-village", "Slaughtered Village"),
                     ("strategizing", "Strategizing"),
                     ("temple-of-daikoku", "Temple of Daikoku"),
                     ("temple-of-jikoju", "Temple of Jikoju"),
                     ("temple-of-osano-wo", "Temple of Osano-wo"),
                     ("temple-of-shinsei-s-wisdom", "Temple of Shinsei's Wisdom"),
                     ("temple-of-the-thunders", "Temple of the Thunders")):
    province(_code, _name, "a province's text")

for _code, _name in (("desertion", "Desertion"), ("dishonorable-dealings", "Dishonorable Dealings"),
                     ("exposed-secrets-treaty", "Exposed Secrets"),
                     ("falling-fortune", "Falling Fortune"),
                     ("finding-a-new-lord", "Finding a New Lord"),
                     ("forgotten-plans", "Forgotten Plans"),
                     ("second-chances", "Second Chances"),
                     ("sent-to-their-deaths", "Sent to their Deaths"),
                     ("shattered-blades", "Shattered Blades"),
                     ("spreading-discontent", "Spreading Discontent"),
                     ("transgression-of-honor", "Transgression of Honor"),
                     ("upholding-bushido", "Upholding Bushidō")):
    card(_code, _name, inert=TREATY)
