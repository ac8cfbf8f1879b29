/* Small form helpers (the forms work without them):
   - a game <select data-filters="id1 id2"> shows only that game's <optgroup data-game> in the named selects;
   - a <select data-local-tz> picks the browser's UTC offset unless the server chose one;
   - a <button data-print> prints the page (the pages allow no inline script: CSP). */
(function () {
  "use strict";
  document.querySelectorAll("select[data-filters]").forEach(function (gameSelect) {
    var targets = gameSelect.dataset.filters.split(" ").map(function (id) {
      return document.getElementById(id);
    }).filter(Boolean);
    function apply() {
      var game = gameSelect.value;
      targets.forEach(function (target) {
        var chosen = target.selectedOptions[0];
        target.querySelectorAll("optgroup").forEach(function (group) {
          var show = !game || group.dataset.game === game;
          group.hidden = !show;
          group.disabled = !show;
          if (!show && chosen && chosen.parentNode === group) { target.value = ""; }
        });
      });
    }
    gameSelect.addEventListener("change", apply);
    apply();
  });
  document.querySelectorAll("select[data-local-tz]").forEach(function (select) {
    if (select.dataset.chosen) { return; }
    var offset = String(-new Date().getTimezoneOffset());
    if (select.querySelector('option[value="' + offset + '"]')) { select.value = offset; }
  });
  document.querySelectorAll("button[data-print]").forEach(function (button) {
    button.addEventListener("click", function () { window.print(); });
  });
})();
