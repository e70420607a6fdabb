// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

/// Search-result snippets (Discovery Engine `snippetInfo[].snippet`) are untrusted HTML fragments
/// with `<b>` tags and entities (formats.md §3.12). These pure functions turn them into something
/// safe to show; nothing here ever executes or loads anything.

/// Rich text safe for a QLabel in Qt::RichText mode: keeps only `<b>`, `<strong>`, `<i>`, `<em>`
/// and `<br>` (attributes dropped, nesting balanced, unclosed tags closed at the end), drops every
/// other tag together with the contents of `<script>`, `<style>` and similar raw-text elements,
/// drops comments and unterminated tags, decodes entities (named, decimal, hex; invalid code
/// points become U+FFFD) and escapes the decoded text (`&`, `<`, `>`, `"`).
QString sanitizeSnippet(const QString &html);

/// The text of a snippet without any markup: the same parsing as sanitizeSnippet(), entities
/// decoded, `<br>` as a line break, no-break spaces as plain spaces (for search and copying).
QString snippetPlainText(const QString &html);
