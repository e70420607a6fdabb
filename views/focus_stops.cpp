// SPDX-License-Identifier: GPL-2.0-or-later
#include "focus_stops.h"

#include "grounded_text.h"

#include <QTextBlock>
#include <QTextDocument>
#include <algorithm>

using Target = PaintedMessage::Target;

namespace {

bool isAction(const Target &target)
{
    switch (target.kind) {
    case Target::Kind::GoTo:
    case Target::Kind::ShowThought:
    case Target::Kind::SaveBlob:
    case Target::Kind::OpenImage:
    case Target::Kind::Branch:
        return target.enabled;
    default:
        return false;
    }
}

/// The runs of one link target (href) in document `index` of `painted`, as Link or Citation
/// targets.
void addAnchors(const PaintedMessage &painted, int index, QVector<FocusStop> &out)
{
    const PaintedMessage::Document &doc = painted.documents.at(index);
    QString href;
    int begin = 0;
    int end = 0;
    const auto flush = [&] {
        const QVector<QRect> rects = painted.documentRangeRects(index, begin, end);
        if (href.isEmpty() || rects.isEmpty())
            return;
        FocusStop stop;
        stop.target.segments = GroundedText::segmentsOfLink(href);
        stop.target.kind
            = stop.target.segments.isEmpty() ? Target::Kind::Link : Target::Kind::Citation;
        stop.target.href = href;
        stop.target.chunk = doc.chunk;
        stop.target.rect = rects.first();
        out.append(stop);
    };
    for (QTextBlock block = doc.document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            const QString fragmentHref
                = f.charFormat().isAnchor() ? f.charFormat().anchorHref() : QString();
            if (fragmentHref == href && f.position() == end) {
                end += f.length();
                continue;
            }
            flush();
            href = fragmentHref;
            begin = f.position();
            end = begin + f.length();
        }
    }
    flush();
}

} // namespace

QVector<FocusStop> focusStops(const PaintedMessage &painted, int chunk)
{
    QVector<FocusStop> out;
    for (int i = 0; i < painted.targets.size(); ++i) {
        const Target &t = painted.targets.at(i);
        if (isAction(t) && (chunk < 0 || t.chunk == chunk))
            out.append(FocusStop {t, i});
    }
    for (int i = 0; i < painted.documents.size(); ++i) {
        if (chunk < 0 || painted.documents.at(i).chunk == chunk)
            addAnchors(painted, i, out);
    }
    std::stable_sort(out.begin(), out.end(), [](const FocusStop &a, const FocusStop &b) {
        const QRect &ra = a.target.rect;
        const QRect &rb = b.target.rect;
        return ra.top() != rb.top() ? ra.top() < rb.top() : ra.left() < rb.left();
    });
    return out;
}
