// Pages that update themselves (issue 25; the stream's contract: docs/api-events.md). A public page
// of a season or a competition carries a hidden marker (lib/render/live-marker.ts) naming its event
// stream and the revision it shows. This script listens to that stream; when it announces another
// revision, it fetches the page again (`?rev=N`: the production server answers it from its page
// cache — one render per revision whatever the number of readers — and a shared cache in front
// keeps nothing stale under that address) and puts the new main content in place of the old: no
// reload; the scroll position, the category filter, the sorting, the search (and its focus), the
// open details and the tables' horizontal scroll stay; a short notice in the page's language says
// what changed and when, announced to screen readers. A tab in the background catches up when it
// is shown again. Without the stream (refused: 429 beyond its address's bound, 503 beyond the
// server's) it asks for the page's ETag every 30 s instead, and tries the stream again every 2 minutes. Without JavaScript the page is as it was.
(function () {
  'use strict';
  if (!window.EventSource || !window.fetch || !window.DOMParser || !window.MutationObserver) return;
  var POLL_MS = 30000;
  var NOTICE_MS = 12000;
  var source = null;
  var streamUrl = null;
  var pending = null;
  var busy = false;
  var inFlight = null;
  var pollTimer = null;
  var pollTicks = 0;
  var lastEtag = null;
  var swappedPath = null;
  var notice = null;
  var noticeTimer = null;
  // App Router pages are React's: their nodes are never replaced, the new content goes beside them
  var reactPage = !!window.__next_f;

  function main() {
    return document.getElementById('main');
  }
  function box() {
    var m = main();
    return m ? m.querySelector(':scope > [data-gp-live-box]') : null;
  }
  function marker() {
    var root = box() || main();
    return root ? root.querySelector('[data-gp-live]') : null;
  }
  function pageRevision() {
    var m = marker();
    return m ? Number(m.getAttribute('data-gp-revision')) : null;
  }

  function disconnect() {
    if (source) source.close();
    source = null;
    streamUrl = null;
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = null;
  }

  /** Listens to the stream the page's marker names (again after a client navigation to another page). */
  function connect() {
    var m = marker();
    var url = m ? m.getAttribute('data-gp-live') : null;
    if (url === streamUrl && (source || pollTimer)) return;
    disconnect();
    if (!url) return;
    streamUrl = url;
    var es = new EventSource(url + '?since=' + encodeURIComponent(m.getAttribute('data-gp-revision') || ''));
    es.addEventListener('state', heard);
    es.addEventListener('change', heard);
    es.addEventListener('gone', function () {
      es.close();
    });
    es.onerror = function () {
      // a refusal (429 beyond the address's bound, 503 beyond the server's, 404): EventSource stops
      // (any status but 200 fails the connection for good); the page polls instead
      if (es.readyState === EventSource.CLOSED && source === es) {
        source = null;
        startPolling();
      }
    };
    source = es;
  }

  function heard(event) {
    var data;
    try {
      data = JSON.parse(event.data);
    } catch (e) {
      return;
    }
    if (!data || typeof data.revision !== 'number' || data.revision === pageRevision()) return;
    want({ revision: data.revision, at: data.at, text: data.text });
  }

  /** A newer page is wanted: changes heard before it was fetched are said together. */
  function want(next) {
    // changes announced with a fetch under way are not said twice
    if (busy && pending === inFlight) pending = null;
    if (pending && pending.text && next.text) next.text = { pl: pending.text.pl + '; ' + next.text.pl, en: pending.text.en + '; ' + next.text.en };
    else if (pending && pending.text && !next.text) next.text = pending.text;
    pending = next;
    schedule();
  }

  function schedule() {
    if (!pending || busy || document.hidden) return;
    if (document.readyState !== 'complete') return window.addEventListener('load', schedule, { once: true });
    refresh();
  }

  function refresh() {
    var wanted = pending;
    var path = location.pathname;
    // ?rev=N: the page cache's entry, and an address a shared cache in front has nothing stale under
    var url = location.search ? path + location.search : path + (wanted.revision >= 0 ? '?rev=' + wanted.revision : '');
    busy = true;
    inFlight = wanted;
    fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } })
      .then(function (r) {
        if (!r.ok) throw new Error(String(r.status));
        return r.text();
      })
      .then(function (html) {
        if (location.pathname === path && swap(html)) announce(wanted);
      })
      .catch(function () {
        // the next event, or the poll, tries again
      })
      .then(function () {
        busy = false;
        inFlight = null;
        if (pending === wanted) pending = null;
        if (pending && pending.revision !== pageRevision()) schedule();
        else pending = null;
      });
  }

  /** What the reader chose on the page: filter, sorting, search, open details, focus, the tables' horizontal scroll. */
  function remember(root) {
    var state = { tables: [], searches: [], details: {}, wraps: [], focus: null };
    root.querySelectorAll('table[id]').forEach(function (t) {
      var th = t.querySelector('thead th[aria-sort]');
      state.tables.push({
        id: t.id,
        category: t.getAttribute('data-category') || '',
        sortRow: th ? Array.prototype.indexOf.call(th.parentElement.parentElement.children, th.parentElement) : -1,
        sortCell: th ? Array.prototype.indexOf.call(th.parentElement.children, th) : -1,
        sort: th ? th.getAttribute('aria-sort') : null,
      });
    });
    root.querySelectorAll('input[data-search-table]').forEach(function (i) {
      state.searches.push({ table: i.getAttribute('data-search-table'), value: i.value });
    });
    root.querySelectorAll('details').forEach(function (d) {
      var s = d.querySelector('summary');
      if (s) state.details[s.textContent] = d.open;
    });
    root.querySelectorAll('.table-wrap').forEach(function (w) {
      state.wraps.push(w.scrollLeft);
    });
    var a = document.activeElement;
    if (a && root.contains(a) && a.matches('input[data-search-table]')) state.focus = { table: a.getAttribute('data-search-table'), start: a.selectionStart, end: a.selectionEnd };
    return state;
  }

  function quote(s) {
    return window.CSS && CSS.escape ? CSS.escape(s) : String(s).replace(/["\\]/g, '\\$&');
  }

  /** The same choices on the new content, through the tables' own controls (public/table-controls.js). */
  function restore(root, state) {
    state.searches.forEach(function (s) {
      var input = root.querySelector('input[data-search-table="' + quote(s.table) + '"]');
      if (!input || !s.value) return;
      input.value = s.value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    state.tables.forEach(function (t) {
      var table = root.querySelector('#' + quote(t.id));
      if (!table) return;
      if (t.category) {
        var button = root.querySelector('button[data-filter-table="' + quote(t.id) + '"][data-category="' + quote(t.category) + '"]');
        if (button) button.click();
      }
      if (t.sortRow >= 0 && table.tHead) {
        var row = table.tHead.rows[t.sortRow];
        var th = row && row.children[t.sortCell];
        var sortButton = th && th.querySelector(':scope > button');
        if (sortButton) {
          sortButton.click();
          if (th.getAttribute('aria-sort') !== t.sort) sortButton.click();
        }
      }
    });
    root.querySelectorAll('details').forEach(function (d) {
      var s = d.querySelector('summary');
      if (s && Object.prototype.hasOwnProperty.call(state.details, s.textContent)) d.open = state.details[s.textContent];
    });
    root.querySelectorAll('.table-wrap').forEach(function (w, i) {
      if (state.wraps[i]) w.scrollLeft = state.wraps[i];
    });
    if (state.focus) {
      var input = root.querySelector('input[data-search-table="' + quote(state.focus.table) + '"]');
      if (input) {
        input.focus({ preventScroll: true });
        try {
          input.setSelectionRange(state.focus.start, state.focus.end);
        } catch (e) {
          // a search box without a selection
        }
      }
    }
  }

  /** Puts the main content of a fetched page in place of the shown one; false when the page has none. */
  function swap(html) {
    var doc = new DOMParser().parseFromString(html, 'text/html');
    var fresh = doc.getElementById('main');
    var m = main();
    if (!fresh || !m || !fresh.querySelector('[data-gp-live]')) return false;
    var root = box() || m;
    var state = remember(root);
    var x = window.scrollX;
    var y = window.scrollY;
    if (reactPage) {
      var b = box();
      if (!b) {
        Array.prototype.forEach.call(m.children, function (c) {
          c.setAttribute('data-gp-live-hidden', '');
          c.hidden = true;
          // the hidden copy gives its ids up to the shown one (skip links, the tables' controls)
          rename(c, 'id', 'data-gp-live-id');
          rename(c, 'data-testid', 'data-gp-live-testid');
        });
        b = document.createElement('div');
        b.setAttribute('data-gp-live-box', '');
        m.appendChild(b);
      }
      b.innerHTML = fresh.innerHTML;
      swappedPath = location.pathname;
      root = b;
    } else {
      m.innerHTML = fresh.innerHTML;
      root = m;
    }
    restore(root, state);
    if (doc.title) document.title = doc.title;
    window.scrollTo(x, y);
    return true;
  }

  /** Moves an attribute of `root` and its elements to another name. */
  function rename(root, from, to) {
    var all = Array.prototype.slice.call(root.querySelectorAll('[' + from + ']'));
    if (root.hasAttribute(from)) all.push(root);
    all.forEach(function (el) {
      el.setAttribute(to, el.getAttribute(from));
      el.removeAttribute(from);
    });
  }

  /** A client navigation of React's router (another page in place of the one swapped): its own nodes are shown again. */
  function undoSwap() {
    var b = box();
    if (!b || location.pathname === swappedPath) return;
    b.remove();
    swappedPath = null;
    document.querySelectorAll('[data-gp-live-hidden]').forEach(function (c) {
      c.removeAttribute('data-gp-live-hidden');
      c.hidden = false;
      rename(c, 'data-gp-live-id', 'id');
      rename(c, 'data-gp-live-testid', 'data-testid');
    });
  }

  function announce(change) {
    var m = marker();
    if (!m) return;
    var lang = m.getAttribute('data-gp-lang') || document.documentElement.lang || 'pl';
    if (!notice) {
      notice = document.createElement('p');
      notice.className = 'live-notice';
      notice.setAttribute('role', 'status');
      notice.setAttribute('aria-live', 'polite');
      notice.setAttribute('data-testid', 'live-notice');
      document.body.appendChild(notice);
    }
    var at = change.at ? new Date(change.at) : new Date();
    // the page's language formats the time, on a 24-hour clock in both (no choice by language here)
    var time = at.toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    var text = change.text && change.text[lang];
    var template = text ? m.getAttribute('data-gp-notice') : m.getAttribute('data-gp-notice-plain');
    notice.textContent = String(template || '')
      .replace('{time}', function () {
        return time;
      })
      .replace('{change}', function () {
        return text || '';
      });
    notice.hidden = false;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(function () {
      notice.hidden = true;
    }, NOTICE_MS);
  }

  /** Without a stream: the page's ETag every 30 s (the season pages' carries the revision, W/"r12-…"), and the stream tried again now and then. */
  function startPolling() {
    if (pollTimer) return;
    pollTicks = 0;
    pollTimer = setInterval(function () {
      if (document.hidden || busy) return;
      if (++pollTicks % 4 === 0) {
        var url = streamUrl;
        clearInterval(pollTimer);
        pollTimer = null;
        streamUrl = null;
        if (url) return connect();
      }
      fetch(location.pathname + location.search, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' })
        .then(function (r) {
          var etag = r.headers.get('etag') || '';
          var rev = /^W\/"r(\d+)-/.exec(etag);
          if (rev && Number(rev[1]) !== pageRevision()) want({ revision: Number(rev[1]), at: null, text: null });
          else if (!rev && lastEtag && etag && etag !== lastEtag) want({ revision: -1, at: null, text: null });
          lastEtag = etag || lastEtag;
        })
        .catch(function () {});
    }, POLL_MS);
  }

  document.addEventListener('visibilitychange', function () {
    if (!document.hidden) schedule();
  });
  // client navigations (React's router): the stream follows the page, a swapped page gives way
  var check = null;
  new MutationObserver(function () {
    if (check) return;
    check = setTimeout(function () {
      check = null;
      undoSwap();
      connect();
    }, 0);
  }).observe(document.body, { childList: true, subtree: true });
  window.addEventListener('popstate', function () {
    setTimeout(function () {
      undoSwap();
      connect();
    }, 0);
  });
  connect();
})();
