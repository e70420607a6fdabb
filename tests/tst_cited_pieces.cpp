// SPDX-License-Identifier: GPL-2.0-or-later
// CitedPieces::withReferences, which places an answer's footnote references in its Markdown in
// one pass however many there are, against the rule it implements written the plain way (each
// reference placed on its own by scanning the text: quadratic, but obviously the rule), on
// thousands of random Markdown texts made of the constructs the rule cares about.
#include "export/cited_pieces.h"
#include "transcript/markdown_gaps.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

qsizetype fencedBlockEnd(const QString &markdown, qsizetype utf16)
{
    bool open = false;
    qsizetype blockStart = 0;
    qsizetype lineStart = 0;
    while (lineStart < markdown.size()) {
        qsizetype lineEnd = markdown.indexOf(u'\n', lineStart);
        if (lineEnd < 0)
            lineEnd = markdown.size();
        if (MarkdownGaps::isFenceLine(QStringView(markdown).mid(lineStart, lineEnd - lineStart))) {
            if (!open) {
                blockStart = lineStart;
            } else {
                const qsizetype after = qMin(lineEnd + 1, markdown.size());
                if (utf16 > blockStart && utf16 < after)
                    return after;
            }
            open = !open;
        }
        if (lineStart > utf16 && !open)
            return -1;
        lineStart = lineEnd + 1;
    }
    return open && utf16 > blockStart ? markdown.size() : -1;
}

/// The rule, one reference at a time.
qsizetype plainPlace(const QString &markdown, const QByteArray &gaps, qsizetype utf16)
{
    const qsizetype n = markdown.size();
    qsizetype at = qBound<qsizetype>(0, utf16, n);
    const qsizetype fenceEnd = fencedBlockEnd(markdown, at);
    if (fenceEnd >= 0)
        return fenceEnd;
    while (at > 0 && at < n && gaps.at(at - 1) != MarkdownGaps::Shown
        && gaps.at(at) != MarkdownGaps::Shown)
        ++at;
    while (at > 0 && markdown.at(at - 1) == u'\n')
        --at;
    const qsizetype lineStart = at > 0 ? markdown.lastIndexOf(u'\n', at - 1) + 1 : 0;
    int runs = 0;
    for (qsizetype i = lineStart; i < at; ++i) {
        if (markdown.at(i) == u'`' && (i == lineStart || markdown.at(i - 1) != u'`'))
            ++runs;
    }
    if (runs % 2 == 1) {
        qsizetype close = markdown.indexOf(u'`', at);
        while (close >= 0 && close < n && markdown.at(close) == u'`')
            ++close;
        at = close < 0 ? n : close;
    }
    return at;
}

QString plainWithReferences(const QString &markdown, QVector<QPair<qsizetype, QString>> references)
{
    std::stable_sort(references.begin(), references.end(),
        [](const auto &a, const auto &b) { return a.first < b.first; });
    const QByteArray gaps = MarkdownGaps::mask(markdown);
    for (auto &reference : references)
        reference.first = plainPlace(markdown, gaps, reference.first);
    std::stable_sort(references.begin(), references.end(),
        [](const auto &a, const auto &b) { return a.first > b.first; });
    QString out = markdown;
    for (qsizetype i = 0; i < references.size();) {
        qsizetype j = i;
        QString text;
        while (j < references.size() && references.at(j).first == references.at(i).first)
            text.append(references.at(j++).second);
        const qsizetype place = references.at(i).first;
        const qsizetype lineEnd = place > 0 && out.at(place - 1) == u'\n' ? place - 1 : place;
        const qsizetype lineStart = lineEnd > 0 ? out.lastIndexOf(u'\n', lineEnd - 1) + 1 : 0;
        if (MarkdownGaps::isFenceLine(QStringView(out).mid(lineStart, lineEnd - lineStart))) {
            if (lineEnd == place)
                text.prepend(u'\n');
            if (place < out.size())
                text += u"\n\n"_s;
        }
        out.insert(place, text);
        i = j;
    }
    return out;
}

/// A random answer of the pieces the rule treats differently.
QString randomMarkdown(QRandomGenerator &random)
{
    static const QStringList pieces
        = {u"word "_s, u"字"_s, u"`"_s, u"``"_s, u"\n"_s, u"\n\n"_s, u"```\n"_s, u"~~~py\n"_s,
            u"[link](https://example.com/a_b) "_s, u"**bold** "_s, u"- item\n"_s, u"# Heading\n"_s,
            u"| a | b |\n|---|---|\n| c | d |\n"_s, u"。"_s, u"x"_s, u"  "_s};
    QString text;
    const int count = random.bounded(1, 40);
    for (int i = 0; i < count; ++i)
        text += pieces.at(random.bounded(int(pieces.size())));
    return text;
}

} // namespace

class TstCitedPieces : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void onePassFollowsTheRule()
    {
        QRandomGenerator random(20261127);
        for (int round = 0; round < 4000; ++round) {
            const QString markdown = randomMarkdown(random);
            QVector<QPair<qsizetype, QString>> references;
            const int count = random.bounded(0, 8);
            for (int r = 0; r < count; ++r) {
                references.append({random.bounded(int(markdown.size()) + 1),
                    u"[^"_s + QString::number(r + 1) + u']'});
            }
            const QString fast = CitedPieces::withReferences(markdown, references);
            const QString plain = plainWithReferences(markdown, references);
            if (fast != plain) {
                QString where;
                for (const auto &r : references)
                    where += QString::number(r.first) + u' ';
                QFAIL(qPrintable(u"round %1, references at %2in %3:\n  %4\nvs\n  %5"_s.arg(
                    QString::number(round), where, markdown, fast, plain)));
            }
        }
    }

    void referencesAtOnePlaceKeepTheirOrder()
    {
        // Two segments end inside one link address: both references go after it, first one first.
        const QString markdown = u"See [the source](https://example.com/path) now."_s;
        const qsizetype inside = markdown.indexOf(u"path"_s);
        QCOMPARE(
            CitedPieces::withReferences(markdown, {{inside + 1, u"[^1]"_s}, {inside, u"[^2]"_s}}),
            u"See [the source](https://example.com/path)[^2][^1] now."_s);
        QCOMPARE(CitedPieces::withReferences(markdown, {{inside, u"[^1]"_s}, {inside, u"[^2]"_s}}),
            u"See [the source](https://example.com/path)[^1][^2] now."_s);
    }

    void manyReferencesInOneLongLine()
    {
        // A hostile answer: one line of 200,000 characters with a code span opened at its
        // start and a reference after every character; each goes past the span's close.
        QString markdown = u"`"_s + QString(200000, u'a') + u"` end"_s;
        QVector<QPair<qsizetype, QString>> references;
        for (qsizetype i = 1; i <= 200000; i += 1)
            references.append({i, u"*"_s});
        const QString out = CitedPieces::withReferences(markdown, references);
        QCOMPARE(out, u"`"_s + QString(200000, u'a') + u'`' + QString(200000, u'*') + u" end"_s);
    }
};

QTEST_GUILESS_MAIN(TstCitedPieces)
#include "tst_cited_pieces.moc"
