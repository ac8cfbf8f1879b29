/* Check a deck as you type: POST /api/v1/validate (debounced) and draw the verdict like
   the server-rendered panel (templates/pages/_verdict.html). Without this script the form
   posts to the page and the server draws the same panel. */
(function () {
  "use strict";
  var form = document.getElementById("check-form");
  var body = document.getElementById("result-body");
  var stringsNode = document.getElementById("ui-strings");
  if (!form || !body || !stringsNode || !window.fetch) { return; }
  var S = JSON.parse(stringsNode.textContent);
  var hint = document.getElementById("live-hint");
  if (hint) { hint.hidden = false; }
  var names = {};          // "game/id/lang" -> display name, or null for an unknown id
  var packs = {};          // "game/id/lang" -> the pack of its last printing (for candidates without one)
  var focusResult = false; // after "use this card": move the focus to the new verdict
  var timer = null;
  var sequence = 0;
  var lastBody = null;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (child) {
      if (child === null || child === undefined) { return; }
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }
  function value(name) { return (form.elements[name].value || "").trim(); }
  function cardUrl(game, id) { return "/cards/" + game + "/" + encodeURIComponent(id); }
  function cardLink(game, id, lang) {
    var name = names[game + "/" + id + "/" + lang];
    if (name === null) { return el("code", {}, [id]); }
    return el("a", {href: cardUrl(game, id)}, [name || id]);
  }
  function fill(text, fields) {
    return text.replace(/\{(\w+)\}/g, function (m, k) { return k in fields ? String(fields[k]) : m; });
  }

  // -- the deck as read and "use this card" (api/pages/reading.py does the same on the server)
  var UNREAD_SUFFIX = "_UNREAD_LINE";
  var MAX_CANDIDATES = 5;

  // The rules version as the reader's edition names the documents, as the server writes it
  // (api/pages/card_facts.py rules_version_name): "RRG v10" -> "Referenzhandbuch v10".
  function rulesVersionName(id) {
    var m = /^(?:RRG|Rules Reference)(?: v([0-9.]+))?$/.exec(id);
    if (m) { return m[1] ? S.rules_reference + " v" + m[1] : S.rules_reference; }
    m = /^rulebook(?: \+ FAQ (\w+))?$/.exec(id);
    if (m) { return m[1] ? S.rulebook_faq.replace("{version}", m[1]) : S.rulebook; }
    return id;
  }
  var INVISIBLE = /[\ufeff\u200b\u200c\u200d\u2060\u00ad]/g;

  function splitLines(text) {          // like Python's str.splitlines()
    if (!text) { return []; }
    var lines = text.split(/\r\n|[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]/);
    if (lines[lines.length - 1] === "") { lines.pop(); }
    return lines;
  }
  function cleanLine(raw) {            // like deckcheck.decklists.plaintext.clean_line
    var line = raw.replace(INVISIBLE, "").replace(/\u00a0/g, " ").trim();
    if ((line && "•·*–—>".indexOf(line.charAt(0)) >= 0) || line.indexOf("- ") === 0) {
      line = line.replace(/^[•·*–—\-> \t]+/, "");
    }
    return line.split(/\s+/).filter(Boolean).join(" ");
  }
  function isPlainText(text) {
    var head = text.replace(/^[\ufeff \t\r\n]+/, "").charAt(0);
    return head !== "" && "<{[".indexOf(head) < 0;
  }
  function entryPattern(written) {
    var escaped = written.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp("(?<![\\p{L}\\p{N}_'])" + escaped + "(?![\\p{L}\\p{N}_'])", "gu");
  }
  function occurrences(line, written) { return (line.match(entryPattern(written)) || []).length; }
  function replacement(written, whole, count, pack, name) {
    if (whole) { return (count === null || count === undefined ? 1 : count) + "x " + name + (pack ? " (" + pack + ")" : ""); }
    var first = /^(\d+\s*[x×X*]?\s+)\S/.exec(written);
    if (first) { return first[1] + name; }
    var last = /\S(\s+[x×X*]\s?\d+)$/.exec(written);
    return last ? name + last[1] : name;
  }
  function lineFit(text, line, written, shared) {
    if (!text || !written || typeof line !== "number" || !isPlainText(text)) { return null; }
    var lines = splitLines(text);
    if (line < 1 || line > lines.length) { return null; }
    var cleaned = cleanLine(lines[line - 1]);
    if (cleaned === written) { return shared ? null : "whole"; }
    return occurrences(cleaned, written) === 1 ? "part" : null;
  }
  function applyUse(text, value) {
    var parts;
    try { parts = JSON.parse(value); } catch (e) { return text; }
    if (!Array.isArray(parts) || typeof parts[0] !== "number" || typeof parts[1] !== "string" ||
        typeof parts[2] !== "string" || parts[2].indexOf("\n") >= 0) { return text; }
    var line = parts[0], written = parts[1], fresh = parts[2];
    var lines = splitLines(text);
    if (!written || line < 1 || line > lines.length || !isPlainText(text)) { return text; }
    var cleaned = cleanLine(lines[line - 1]);
    if (cleaned === written) { lines[line - 1] = fresh; }
    else if (occurrences(cleaned, written) === 1) {
      lines[line - 1] = cleaned.replace(entryPattern(written), function () { return fresh; });
    } else { return text; }
    return lines.join("\n") + (/[\n\r]$/.test(text) ? "\n" : "");
  }

  // a problem's message without its closing "Did you mean ...?" (the candidates are listed
  // under the line), like reading.without_candidates / shorten_unread
  function withoutCandidates(message) {
    var opening = S.did_you_mean_opening;
    var cut = opening ? message.lastIndexOf(" " + opening) : -1;
    return cut > 0 ? message.slice(0, cut) : message;
  }
  function reason(problem) {
    var message = problem.message || "";
    return (problem.candidates || []).length ? withoutCandidates(message) : message;
  }
  function shortenUnread(v, problems) {
    var message = v.message || "";
    if (v.code.slice(-UNREAD_SUFFIX.length) !== UNREAD_SUFFIX) { return message; }
    for (var i = 0; i < problems.length; i++) {
      var p = problems[i];
      if ((p.candidates || []).length && p.line === v.line && p.text === v.text && p.message &&
          message.indexOf(p.message) >= 0) {
        return message.replace(p.message, function () { return withoutCandidates(p.message); });
      }
    }
    return message;
  }

  function loadNames(verdict, lang) {
    var ids = {};
    (verdict.violations || []).concat(verdict.warnings || []).forEach(function (v) {
      if (v.code.slice(-UNREAD_SUFFIX.length) === UNREAD_SUFFIX) { return; }
      (v.cards || []).forEach(function (id) { ids[id] = true; });
    });
    (verdict.parse_problems || []).slice(0, 20).forEach(function (p) {
      (p.candidates || []).slice(0, MAX_CANDIDATES).forEach(function (c) { ids[c.id] = true; });
    });
    var wanted = Object.keys(ids).filter(function (id) {
      return !((verdict.game + "/" + id + "/" + lang) in names);
    }).slice(0, 60);
    return Promise.all(wanted.map(function (id) {
      var key = verdict.game + "/" + id + "/" + lang;
      return fetch("/api/v1/games/" + verdict.game + "/cards/" + encodeURIComponent(id) + "?lang=" + lang)
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (card) {
          var printings = card ? card.printings || [] : [];
          names[key] = card ? card.display_name : null;
          packs[key] = printings.length ? printings[printings.length - 1].pack_name : null;
        })
        .catch(function () { /* keep the id */ });
    }));
  }

  // fix suggestions (issue 19): what the server checked, as sentences
  function fixList(s) {
    if (!s) { return null; }
    var body = s.fixes && s.fixes.length
      ? [el("ul", {}, s.fixes.map(function (f) { return el("li", {}, [f.message]); })),
         el("p", {"class": "hint"}, [S.fix_hint])]
      : [el("p", {"class": "hint"}, [s.no_fix || ""])];
    return el("div", {"class": "fixes"}, [el("p", {"class": "label"}, [S.fix_heading])].concat(body));
  }

  function groups(verdict, items, kind, lang) {
    var order = [];
    var byCode = {};
    items.forEach(function (v) {
      if (!byCode[v.code]) { byCode[v.code] = []; order.push(v.code); }
      byCode[v.code].push(v);
    });
    return el("div", {"class": "groups " + kind}, order.map(function (code, i) {
      return el("section", {"class": "group", "data-code": code}, [
        el("ul", {}, byCode[code].map(function (v, j) {
          var nums = null;
          if (v.expected !== undefined || v.actual !== undefined) {
            nums = el("p", {"class": "nums"}, [
              v.expected !== undefined ? el("span", {}, [S.expected + ": ", el("strong", {}, [String(v.expected)])]) : null,
              " ",
              v.actual !== undefined ? el("span", {}, [S.actual + ": ", el("strong", {}, [String(v.actual)])]) : null]);
          }
          var cards = null;
          var unread = code.slice(-UNREAD_SUFFIX.length) === UNREAD_SUFFIX;
          if (v.cards && v.cards.length && !unread && v.actual !== undefined && v.cards.length > 3) {
            // "actual: 22": the 22 cards it counts, folded
            cards = el("details", {"class": "cards"}, [el("summary", {}, [S.counted_cards + " (" + v.cards.length + ")"]),
              el("ul", {"class": "cols"}, v.cards.map(function (id) { return el("li", {}, [cardLink(verdict.game, id, lang)]); }))]);
          } else if (v.cards && v.cards.length && !unread) {
            var parts = [S.cards_involved + ": "];
            v.cards.forEach(function (id, k) {
              if (k) { parts.push(", "); }
              parts.push(cardLink(verdict.game, id, lang));
            });
            cards = el("p", {"class": "cards"}, parts);
          }
          var counted = null;
          if (v.counted && v.counted.length) {      // a cap's count: the cards it counts, folded
            counted = el("details", {"class": "cards"}, [el("summary", {}, [S.counted_cards + " (" + v.counted.length + ")"]),
              el("ul", {"class": "cols"}, v.counted.map(function (id) { return el("li", {}, [cardLink(verdict.game, id, lang)]); }))]);
          }
          return el("li", {}, [el("h4", {"class": "msg", id: "g-" + kind + "-" + (i + 1) + "-" + (j + 1)},
                                  [shortenUnread(v, verdict.parse_problems || [])]), nums, cards, counted,
                               fixList(v.suggestions),
                               el("p", {"class": "code"}, [S.rule_code + ": ", el("code", {}, [code])])]);
        }))
      ]);
    }));
  }

  function factionLabel(code) { return code ? (S.factions[code] || code) : ""; }
  function packLabel(name) { return name ? ((S.packs || {})[name] || name) : ""; }
  function where(card) {
    var parts = [packLabel(card.pack), factionLabel(card.faction)].filter(Boolean);
    return parts.length ? el("span", {"class": "where"}, [parts.join(" · ")]) : null;
  }
  function candidateItems(verdict, problem, lang, text, count, shared) {
    var written = problem.text || "";
    var fit = lineFit(text, problem.line, written, shared);
    return el("ul", {"class": "candidates"}, (problem.candidates || []).slice(0, MAX_CANDIDATES).map(function (c) {
      var key = verdict.game + "/" + c.id + "/" + lang;
      var card = {id: c.id, name: names[key] || c.name, pack: c.pack || packs[key] || null, faction: c.faction};
      var button = null;
      if (fit) {
        button = el("button", {type: "submit", form: "check-form", name: "use", "class": "use", "data-card": c.id,
                               "aria-label": fill(S.use_card_for, {name: card.name, pack: card.pack || c.id, line: problem.line})},
                    [S.use_card]);
        button.value = JSON.stringify([problem.line, written, replacement(written, fit === "whole", count, card.pack, c.name)]);
      }
      // the name itself fixes the line (like "use this card"); the card page is a small link beside it
      var name = el("a", {href: cardUrl(verdict.game, c.id)}, [card.name]);
      var page = null;
      if (button) {
        name = el("button", {type: "submit", form: "check-form", name: "use", "class": "use link", "data-card": c.id,
                             title: fill(S.fix_line, {name: card.name, line: problem.line})}, [card.name]);
        name.value = button.value;
        page = el("a", {"class": "card-page", href: cardUrl(verdict.game, c.id)}, [S.card_page]);
      }
      return el("li", {}, [el("span", {"class": "cand"}, [name, " ", where(card), page ? " " : null, page]), " ", button]);
    }));
  }
  function unreadDetail(verdict, row, problem, lang, text, shared) {
    var parts = [el("span", {"class": "badge bad small"}, [S.not_read]), " ", el("code", {}, [row.text || ""])];
    if (problem && problem.message) { parts.push(el("p", {"class": "reason"}, [reason(problem)])); }
    if (problem && (problem.candidates || []).length) {
      parts.push(el("p", {"class": "ask"}, [S.did_you_mean + ":"]));
      parts.push(candidateItems(verdict, problem, lang, text, row.count, shared));
    } else {
      parts.push(el("p", {"class": "ask"}, [S.no_candidates]));
    }
    return parts;
  }
  function deckRead(verdict, byLine, shown, lang, text) {
    var read = verdict.read || [];
    var perLine = {};
    read.forEach(function (r) { perLine[r.line] = (perLine[r.line] || 0) + 1; });
    var sections = [];
    read.forEach(function (r) {
      var heading = (r.section || "").trim().replace(/:+$/, "").trim() || null;
      if (!sections.length || sections[sections.length - 1].heading !== heading) {
        sections.push({heading: heading, rows: [], cards: 0});
      }
      var sec = sections[sections.length - 1];
      if (r.card && r.status !== "unread") { sec.cards += r.count || 0; }
      sec.rows.push(r);
    });
    var table = el("table", {"class": "read"}, [el("thead", {}, [el("tr", {}, [
      el("th", {"class": "num"}, [S.line]), el("th", {"class": "num"}, [S.copies]), el("th", {}, [S.card]),
      el("th", {}, [S.pack]), el("th", {}, [S.faction])])])]);
    sections.forEach(function (sec) {
      var tbody = el("tbody", {}, [el("tr", {"class": "section"}, [el("th", {colspan: "5", scope: "rowgroup"}, [
        sec.heading || S.no_heading, " ", el("span", {"class": "meta"}, [fill(S.cards_read, {n: sec.cards})])])])]);
      sec.rows.forEach(function (r) {
        var cells = [el("td", {"class": "num line"}, [r.line === null || r.line === undefined ? "" : String(r.line)]),
                     el("td", {"class": "num count"}, [r.count + "×"])];
        var key = r.line + "\u0000" + r.text;
        if (r.status === "unread" || !r.card) {
          var problem = r.status === "unread" ? byLine[key] : null;
          if (problem) { shown[key] = true; }
          cells.push(el("td", {"class": "card", colspan: "3"},
                        unreadDetail(verdict, r, problem, lang, text, perLine[r.line] > 1)));
        } else {
          var name = [el("a", {href: cardUrl(verdict.game, r.card.id)}, [r.card.name])];
          if (r.status === "corrected") {
            name.push(" ", el("span", {"class": "note"}, [el("span", {"class": "badge neutral small"}, [S.corrected]), " ",
                                                          fill(S.you_wrote, {text: r.text})]));
          }
          cells.push(el("td", {"class": "card"}, name), el("td", {"class": "pack"}, [packLabel(r.card.pack)]),
                     el("td", {"class": "faction"}, [factionLabel(r.card.faction)]));
        }
        tbody.appendChild(el("tr", {"class": r.status, id: "read-line-" + r.line}, cells));
      });
      table.appendChild(tbody);
    });
    var folded = {"class": "deck-read", id: "deck-read"};
    if (read.some(function (r) { return r.status === "unread"; })) { folded.open = "open"; }          // a line not read: the table is where to fix it
    return {node: el("details", folded, [
      el("summary", {}, [el("h3", {id: "deck-read-h"}, [S.deck_as_read])]), el("div", {"class": "table-wrap"}, [table])]),
      perLine: perLine};
  }
  function correctionsList(verdict) {
    return el("section", {"class": "corrections", "aria-labelledby": "corr-h"}, [
      el("h3", {id: "corr-h"}, [S.corrections]), el("p", {"class": "hint"}, [S.corrections_note]),
      el("ul", {}, verdict.corrections.map(function (c) {
        var card = c.read_as;
        var parts = [el("span", {"class": "line"}, [S.line + " " + c.line + ":"]), " " + S.read_as + " "];
        if (card) { parts.push(el("a", {href: cardUrl(verdict.game, card.id)}, [card.name]), " ", where(card)); }
        parts.push(" — " + fill(S.you_wrote, {text: c.text}));
        return el("li", {}, parts);
      }))]);
  }

  function draw(verdict, lang, text) {
    var violations = verdict.violations || [];
    var problems = verdict.parse_problems || [];
    var unread = violations.filter(function (v) { return v.code.slice(-UNREAD_SUFFIX.length) === UNREAD_SUFFIX; }).length;
    unread = Math.max(unread, problems.length);
    var valid = Boolean(verdict.valid) && !unread;        // fail closed, like the server's panel
    var headline = el("p", {"class": "headline", role: "status"}, valid
      ? [el("span", {"class": "badge ok"}, ["✓ " + S.legal])]
      : [el("span", {"class": "badge bad"}, ["✗ " + S.illegal]), " ",
         el("span", {}, [fill(S.n_violations, {n: violations.length})])]);
    headline.appendChild(el("span", {"class": "meta"}, [(S.games[verdict.game] || verdict.game) + " · " +
                                                        (S.formats[verdict.format] || verdict.format)]));
    var root = el("div", {"class": "verdict " + (valid ? "ok" : "bad"), "data-valid": String(valid)}, [headline]);
    if (unread) {
      var jumps = (verdict.read || []).filter(function (r) { return r.status === "unread"; });
      root.appendChild(el("div", {"class": "alert error unread-note"}, [
        el("p", {}, [el("strong", {}, [unread === 1 ? S.unread_one : fill(S.unread_many, {n: unread})])]),
        el("p", {}, [S.unread_hint]),
        jumps.length ? el("ul", {"class": "jump"}, jumps.map(function (r) {
          return el("li", {}, [el("a", {href: "#read-line-" + r.line}, [S.line + " " + r.line + ": " + r.text])]);
        })) : null]));
    }
    if ((verdict.corrections || []).length) { root.appendChild(correctionsList(verdict)); }
    if (violations.length) { root.appendChild(groups(verdict, violations, "violations", lang)); }
    if ((verdict.warnings || []).length) {
      root.appendChild(el("h3", {}, [S.warnings]));
      root.appendChild(groups(verdict, verdict.warnings, "warnings", lang));
    }
    var byLine = {};
    problems.forEach(function (p) {
      var key = p.line + "\u0000" + p.text;
      if (!(key in byLine)) { byLine[key] = p; }
    });
    var shown = {};
    var table = (verdict.read || []).length ? deckRead(verdict, byLine, shown, lang, text) : null;
    var others = problems.filter(function (p) { return !shown[p.line + "\u0000" + p.text]; });
    if (others.length) {
      root.appendChild(el("section", {"class": "problems"}, [
        el("h3", {}, [S.parse_problems]), el("p", {"class": "hint"}, [S.parse_note]),
        el("ul", {}, others.map(function (p) {
          var parts = [el("span", {"class": "line"}, [S.line + " " + p.line]), " ", el("code", {}, [p.text || ""])];
          if (p.message) { parts.push(el("p", {"class": "reason"}, [reason(p)])); }
          if ((p.candidates || []).length) {
            parts.push(el("p", {"class": "ask"}, [S.did_you_mean + ":"]));
            parts.push(candidateItems(verdict, p, lang, text, p.copies, table ? table.perLine[p.line] > 1 : false));
          }
          return el("li", {}, parts);
        }))]));
    }
    var facts = el("dl", {"class": "facts"});
    var counts = verdict.counts || {};
    if (Object.keys(counts).length) {
      facts.appendChild(el("dt", {}, [S.counts]));
      facts.appendChild(el("dd", {}, [el("ul", {"class": "counts"}, Object.keys(counts).map(function (k) {
        return el("li", {}, [el("span", {}, [S["sec_" + k] || k]), " ", el("strong", {}, [String(counts[k])])]);
      }))]));
    }
    facts.appendChild(el("dt", {}, [S.lists_used]));
    var lists = verdict.lists || [];
    var dd = el("dd");
    if (!lists.length) { dd.appendChild(document.createTextNode(S.no_list)); }
    lists.forEach(function (lv, i) {
      if (i) { dd.appendChild(el("br")); }
      dd.appendChild(el("a", {href: "/lists/" + verdict.game + "/" + encodeURIComponent(lv.format) + "/" +
                                    encodeURIComponent(lv.id)}, [lv.name]));
      dd.appendChild(document.createTextNode(" (" + lv.issuer + ", " + S.effective + " " + lv.effective + ")"));
    });
    facts.appendChild(dd);
    if (verdict.rules_version) {
      facts.appendChild(el("dt", {}, [S.rules_version]));
      facts.appendChild(el("dd", {}, [rulesVersionName(verdict.rules_version)]));
    }
    root.appendChild(facts);
    if (table) { root.appendChild(table.node); }
    return root;
  }

  function errorBox(error) {
    error = error || {code: "ERROR", message: S.error};
    return el("div", {"class": "alert error", role: "alert"}, [el("p", {}, [error.message]),
      el("p", {"class": "detail"}, [S.error_code + ": ", el("code", {}, [error.code])])]);
  }

  function run() {
    var text = form.elements.decklist.value;
    if (!text.trim()) { body.replaceChildren(); lastBody = null; form.dispatchEvent(new CustomEvent("deckcheck:checked")); return; }
    var lang = value("lang") || "en";
    var payload = {decklist: text};
    ["game", "format", "as_of", "list"].forEach(function (k) { var v = value(k); if (v) { payload[k] = v; } });
    var json = JSON.stringify(payload);
    if (json + lang === lastBody) { return; }
    lastBody = json + lang;
    var mine = ++sequence;
    body.setAttribute("aria-busy", "true");
    fetch("/api/v1/validate?suggest=true&lang=" + encodeURIComponent(lang),
          {method: "POST", headers: {"Content-Type": "application/json", "Accept": "application/json"}, body: json})
      .then(function (r) { return r.json().then(function (data) { return {ok: r.ok, data: data}; }); })
      .then(function (res) {
        if (mine !== sequence) { return null; }
        if (!res.ok) {
          body.replaceChildren(errorBox(res.data.error));
          form.dispatchEvent(new CustomEvent("deckcheck:checked"));   // no statistics for an unreadable list
          return null;
        }
        return loadNames(res.data, lang).then(function () {
          if (mine !== sequence) { return; }
          body.replaceChildren(draw(res.data, lang, text));
          form.dispatchEvent(new CustomEvent("deckcheck:checked"));   // stats.js redraws the statistics
          if (focusResult) { focusResult = false; document.getElementById("result-h").focus(); }
        });
      })
      .catch(function () { if (mine === sequence) { body.replaceChildren(errorBox(null)); lastBody = null; } })
      .finally(function () { if (mine === sequence) { body.removeAttribute("aria-busy"); } });
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(run, 450);
  }
  // the line rewriting, for the browser tests that hold it to api/pages/reading.py
  window.deckcheckReading = {cleanLine: cleanLine, lineFit: lineFit, replacement: replacement, applyUse: applyUse};
  form.elements.decklist.addEventListener("input", schedule);
  // the link of the verdict the server drew no longer fits a list being edited
  form.addEventListener("input", function () { var share = document.getElementById("share"); if (share) { share.hidden = true; } });
  // "use this card": put the candidate into that line of the list and check again at once
  // (without this script the button sends the form and the server does the same)
  body.addEventListener("click", function (event) {
    var button = event.target.closest("button.use");
    if (!button) { return; }
    event.preventDefault();
    var area = form.elements.decklist;
    var edited = applyUse(area.value, button.value);
    if (edited === area.value) { return; }
    area.value = edited;
    focusResult = true;
    clearTimeout(timer);
    run();
  });
  ["game", "format", "as_of", "list"].forEach(function (k) { form.elements[k].addEventListener("change", schedule); });
  // the header's language links redraw the whole page (labels too): with a list typed, the
  // form is sent in that language, so the list and its verdict stay
  document.querySelectorAll(".langs a[hreflang]").forEach(function (link) {
    link.addEventListener("click", function (event) {
      if (!form.elements.decklist.value.trim()) { return; }
      event.preventDefault();
      form.elements.lang.value = link.getAttribute("hreflang");
      form.submit();
    });
  });
})();
