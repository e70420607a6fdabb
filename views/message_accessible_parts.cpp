// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_accessible_parts.h"

#include "grounded_text.h"

#include <QCoreApplication>
#include <QTextBlock>
#include <QTextDocument>
#include <algorithm>

using Kind = PaintedMessage::Target::Kind;

namespace {

constexpr int kMaxLinks = 200; ///< links of one card told (a long answer may have thousands)

bool isButton(Kind kind)
{
    return kind == Kind::GoTo || kind == Kind::ShowThought || kind == Kind::SaveBlob
        || kind == Kind::OpenImage || kind == Kind::Branch;
}

/// The label a text shows (as laid out: elided where it did not fit).
QString shown(const PaintedMessage::Text &text)
{
    QString shown = text.layout ? text.layout->text() : text.text;
    return shown.replace(QChar::LineSeparator, u'\n');
}

/// The index of the first text of `chunk`, its title; -1 when there is none.
int titleIndex(const PaintedMessage &painted, int chunk)
{
    for (int i = 0; i < painted.texts.size(); ++i) {
        if (painted.texts.at(i).chunk == chunk)
            return i;
    }
    return -1;
}

/// The visible label of button `target`: the text inside it, or beside a tree row's arrow.
QString buttonName(const PaintedMessage &painted, const PaintedMessage::Target &target)
{
    for (const PaintedMessage::Text &text : painted.texts) {
        if (text.chunk == target.chunk && target.rect.contains(text.rect.center()))
            return shown(text);
    }
    if (target.kind == Kind::Branch) {
        for (const PaintedMessage::Text &text : painted.texts) {
            if (text.chunk == target.chunk && text.rect.left() >= target.rect.right()
                && target.rect.contains(QPoint(target.rect.center().x(), text.rect.center().y())))
                return shown(text);
        }
    }
    if (target.kind == Kind::OpenImage)
        return QCoreApplication::translate("MessageAccessibility", "Open image");
    return QString();
}

/// The links (not citations) of the documents of card `chunk`, merged across formats.
void addLinks(const PaintedMessage &painted, int chunk, QVector<MessageAccessibleParts::Part> *out)
{
    int count = 0;
    for (int d = 0; d < painted.documents.size(); ++d) {
        const PaintedMessage::Document &doc = painted.documents.at(d);
        if (doc.chunk != chunk)
            continue;
        QString href;
        int begin = 0;
        int end = 0;
        const auto flush = [&] {
            if (href.isEmpty() || !GroundedText::segmentsOfLink(href).isEmpty()
                || count >= kMaxLinks)
                return;
            const QVector<QRect> rects = painted.documentRangeRects(d, begin, end);
            if (rects.isEmpty())
                return;
            QString name = doc.document->toPlainText().mid(begin, end - begin);
            out->append({QAccessible::Link, rects.first(), name.trimmed(), href, true});
            ++count;
        };
        for (QTextBlock block = doc.document->begin(); block.isValid(); block = block.next()) {
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                const QTextFragment fragment = it.fragment();
                const QTextCharFormat format = fragment.charFormat();
                const QString link = format.isAnchor() ? format.anchorHref() : QString();
                if (link == href && fragment.position() == end && !link.isEmpty()) {
                    end = fragment.position() + fragment.length();
                    continue;
                }
                flush();
                href = link;
                begin = fragment.position();
                end = begin + fragment.length();
            }
        }
        flush();
    }
}

} // namespace

namespace MessageAccessibleParts {

QVector<int> cards(const PaintedMessage &painted)
{
    QVector<int> out;
    for (const PaintedMessage::Box &box : painted.boxes) {
        if (box.chunk >= 0)
            out.append(box.chunk);
    }
    return out;
}

QString headerText(const PaintedMessage &painted)
{
    QStringList parts;
    for (const PaintedMessage::Text &text : painted.texts) {
        if (text.chunk == -1)
            parts.append(shown(text));
    }
    return parts.join(u' ');
}

QString cardTitle(const PaintedMessage &painted, int chunk)
{
    const int title = titleIndex(painted, chunk);
    return title < 0 ? QString() : shown(painted.texts.at(title));
}

QString cardText(const PaintedMessage &painted, int chunk)
{
    QVector<QPair<int, QString>> lines; // by top
    const int title = titleIndex(painted, chunk);
    for (int i = title + 1; title >= 0 && i < painted.texts.size(); ++i) {
        const PaintedMessage::Text &text = painted.texts.at(i);
        if (text.chunk != chunk)
            continue;
        const bool label = std::any_of(
            painted.targets.cbegin(), painted.targets.cend(), [&](const PaintedMessage::Target &t) {
                return t.chunk == chunk && isButton(t.kind) && t.kind != Kind::Branch
                    && t.rect.contains(text.rect.center());
            });
        if (!label)
            lines.append({text.rect.top(), shown(text)});
    }
    for (const PaintedMessage::Document &doc : painted.documents) {
        if (doc.chunk == chunk)
            lines.append({doc.topLeft.y(), doc.document->toPlainText()});
    }
    std::stable_sort(
        lines.begin(), lines.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList out; // a tree row's key and value on one line
    for (int i = 0; i < lines.size(); ++i) {
        if (i > 0 && lines.at(i).first == lines.at(i - 1).first)
            out.last() += u' ' + lines.at(i).second;
        else
            out.append(lines.at(i).second);
    }
    return out.join(u'\n');
}

QVector<Part> parts(const PaintedMessage &painted, int chunk)
{
    QVector<Part> out;
    for (const PaintedMessage::Target &target : painted.targets) {
        if (target.chunk == chunk && isButton(target.kind))
            out.append({QAccessible::Button, target.rect, buttonName(painted, target), QString(),
                target.enabled});
    }
    addLinks(painted, chunk, &out);
    return out;
}

} // namespace MessageAccessibleParts
