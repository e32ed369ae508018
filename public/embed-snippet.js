// The "Embed on your site" box of the public tables (issue 26, docs/embeds.md;
// lib/render/embed/embed-snippet-html.ts writes its markup): builds the <iframe> code for the
// choices made (view, category, club, places, look), copies it, and shows it live in a preview.
// Event delegation on the document, so boxes that a client navigation brings work as well. The
// code carries the site's address as this browser sees it (behind any proxy: the public one).
(function () {
  'use strict';
  var ORDER = ['view', 'category', 'club', 'top', 'theme'];

  /** The embed page's address for the box's current choices (the canonical order of docs/embeds.md). */
  function address(box) {
    var q = [];
    // the category and club apply to some views only (a season's individual table): hidden for the others
    var viewField = box.querySelector('[name="view"]');
    var only = box.getAttribute('data-filter-views');
    var filters = !only || !viewField || only.split(' ').indexOf(viewField.value) !== -1;
    var labels = box.querySelectorAll('[data-filter-field]');
    for (var j = 0; j < labels.length; j++) labels[j].hidden = !filters;
    for (var i = 0; i < ORDER.length; i++) {
      var field = box.querySelector('[name="' + ORDER[i] + '"]');
      if (!field) continue;
      if (!filters && (ORDER[i] === 'category' || ORDER[i] === 'club')) continue;
      var v = String(field.value || '').trim();
      if (ORDER[i] === 'view' && v === box.getAttribute('data-default-view')) v = '';
      if (ORDER[i] === 'top' && !/^\d{1,3}$/.test(v)) v = '';
      if (v) q.push(ORDER[i] + '=' + encodeURIComponent(v));
    }
    return location.origin + box.getAttribute('data-embed-path') + (q.length ? '?' + q.join('&') : '');
  }

  function escapeAttr(s) {
    return String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  }

  /** The code to paste: the frame, and a listener that sets its height from the page's reports. */
  function code(box, src) {
    var origin = JSON.stringify(location.origin);
    return (
      '<iframe src="' + escapeAttr(src) + '" title="' + escapeAttr(box.getAttribute('data-frame-title') || '') + '" style="width:100%;max-width:720px;height:480px;border:0" loading="lazy"></iframe>\n' +
      '<script>addEventListener("message",function(e){if(e.origin!==' + origin +
      '||!e.data||e.data.type!=="gp-embed-height")return;var f=document.getElementsByTagName("iframe");for(var i=0;i<f.length;i++)if(f[i].contentWindow===e.source)f[i].style.height=Math.min(Math.max(+e.data.height||0,60),20000)+"px"});</' +
      'script>'
    );
  }

  var timers = new WeakMap();
  function update(box) {
    var src = address(box);
    var area = box.querySelector('[data-embed-code]');
    if (area) area.value = code(box, src);
    if (!box.open) return;
    // the preview follows the choices, a moment after the last keystroke
    clearTimeout(timers.get(box));
    timers.set(
      box,
      setTimeout(function () {
        var holder = box.querySelector('[data-embed-preview]');
        if (!holder) return;
        var frame = holder.querySelector('iframe');
        if (!frame) {
          frame = document.createElement('iframe');
          frame.title = box.getAttribute('data-frame-title') || '';
          frame.style.cssText = 'width:100%;max-width:720px;height:480px;border:1px solid #ccc';
          holder.appendChild(frame);
        }
        if (frame.getAttribute('src') !== src) frame.setAttribute('src', src);
      }, 250),
    );
  }

  /** The season table's category buttons: the box takes the category the reader chose there. */
  function followFilter(box) {
    var table = box.getAttribute('data-follows');
    var select = box.querySelector('[name="category"]');
    if (!table || !select) return;
    var pressed = document.querySelector('[data-filter-table="' + table + '"][aria-pressed="true"]');
    if (pressed) select.value = pressed.getAttribute('data-category') || '';
  }

  document.addEventListener(
    'toggle',
    function (e) {
      var box = e.target;
      if (!box || !box.matches || !box.matches('[data-embed-snippet]') || !box.open) return;
      followFilter(box);
      update(box);
    },
    true,
  );
  document.addEventListener('input', function (e) {
    var box = e.target && e.target.closest && e.target.closest('[data-embed-snippet]');
    if (box) update(box);
  });
  document.addEventListener('change', function (e) {
    var box = e.target && e.target.closest && e.target.closest('[data-embed-snippet]');
    if (box) update(box);
  });
  document.addEventListener('click', function (e) {
    var target = e.target;
    if (!target || !target.closest) return;
    // a category chosen on the table while the box is open
    var filter = target.closest('[data-filter-table]');
    if (filter) {
      var boxes = document.querySelectorAll('[data-embed-snippet][data-follows="' + filter.getAttribute('data-filter-table') + '"]');
      for (var i = 0; i < boxes.length; i++) {
        followFilter(boxes[i]);
        update(boxes[i]);
      }
      return;
    }
    var copy = target.closest('[data-embed-copy]');
    if (!copy) return;
    var box = copy.closest('[data-embed-snippet]');
    var area = box.querySelector('[data-embed-code]');
    var status = box.querySelector('[data-embed-status]');
    update(box);
    var done = function () {
      status.textContent = box.getAttribute('data-copied');
    };
    var failed = function () {
      area.focus();
      area.select();
      status.textContent = box.getAttribute('data-copy-failed');
    };
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(area.value).then(done, failed);
    else {
      area.select();
      try {
        if (document.execCommand('copy')) done();
        else failed();
      } catch (err) {
        failed();
      }
    }
  });
  // the preview reports its height as any host page's frame does
  addEventListener('message', function (e) {
    if (e.origin !== location.origin || !e.data || e.data.type !== 'gp-embed-height') return;
    var frames = document.querySelectorAll('[data-embed-preview] iframe');
    for (var i = 0; i < frames.length; i++) if (frames[i].contentWindow === e.source) frames[i].style.height = Math.min(Math.max(+e.data.height || 0, 60), 20000) + 'px';
  });
})();
