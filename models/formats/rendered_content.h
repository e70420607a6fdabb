// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Text out of untrusted HTML without rendering it (formats.md §3.12): a small tolerant tag
// scanner that never executes, fetches or interprets anything but tags, attributes and entities.

#include "transcript/grounding.h"

#include <QString>
#include <QStringView>
#include <QVector>

/// The `<a href="…">text</a>` anchors of an HTML fragment such as
/// searchEntryPoint.renderedContent, in document order: entity-decoded href (as given, not
/// validated) and whitespace-simplified text. Content of <script>, <style>, <svg>, <template>
/// and comments is skipped. Anchors with neither text nor href are dropped.
QVector<ExtractedLink> extractAnchorLinks(QStringView html);

/// The visible text of an HTML fragment (tags dropped, <br>/<p>/<div>/<li> as line breaks,
/// entities decoded, script/style/svg skipped). For DE snippets and similar fragments.
QString htmlToPlainText(QStringView html);

/// Decodes character references: &amp; &lt; &gt; &quot; &apos; &nbsp; and a few other common
/// names, &#39; and &#x27;. Unknown names stay as written; invalid code points become U+FFFD.
QString decodeHtmlEntities(QStringView text);
