/* /lists/<game>: filter the list versions as you type (name, date, issuer or a card on
   the list); the years holding a match open, the others close. Without this script the
   years stay folded and every version is one click away. Also opens the year of a
   version the address points to (#<format>-<id>). */
(function () {
  "use strict";
  var box = document.getElementById("list-filter-box");
  var input = document.getElementById("list-filter");
  var none = document.getElementById("list-filter-none");
  function openTarget() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    var node = id && document.getElementById(id);
    var year = node && node.closest("details.year");
    if (year) { year.open = true; node.scrollIntoView(); }
  }
  window.addEventListener("hashchange", openTarget);
  openTarget();
  if (!box || !input) { return; }
  box.hidden = false;
  var timer = null;
  function apply() {
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    var shown = 0;
    document.querySelectorAll("[data-search]").forEach(function (node) {
      var text = node.getAttribute("data-search");
      var hit = words.every(function (w) { return text.indexOf(w) >= 0; });
      node.hidden = !hit;
      if (hit) { shown++; }
    });
    document.querySelectorAll("details.year").forEach(function (year) {
      var any = year.querySelector("[data-search]:not([hidden])");
      year.hidden = words.length > 0 && !any;
      year.open = words.length > 0 && !!any;
    });
    document.querySelectorAll("section.family").forEach(function (family) {
      family.hidden = words.length > 0 && !family.querySelector("[data-search]:not([hidden])");
    });
    none.hidden = shown > 0;
  }
  input.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(apply, 150); });
})();
