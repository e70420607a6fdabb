// SPDX-License-Identifier: GPL-2.0-or-later
#include "comparison_writer.h"

#include "conversation_comparison.h"

#include <QCoreApplication>
#include <QStringList>
#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using Json = nlohmann::ordered_json;
using Kind = TextDiffRun::Kind;
using Status = TrajectoryRow::Status;

namespace {

/// `text` marked with QT_TRANSLATE_NOOP("ComparisonWriter", …) in the current language (not
/// named tr(): lupdate skips the marks inside a tr() call).
QString translated(const char *text, int n = -1)
{
    return QCoreApplication::translate("ComparisonWriter", text, nullptr, n);
}

/// The answer with its changes marked as `git diff --word-diff` marks them.
QString markedAnswer(const QVector<TextDiffRun> &runs, const QString &left, const QString &right)
{
    QString out;
    for (const TextDiffRun &r : runs) {
        if (r.kind == Kind::Same)
            out += left.mid(r.left.begin, r.left.length());
        else if (r.kind == Kind::Removed)
            out += u"[-"_s + left.mid(r.left.begin, r.left.length()) + u"-]"_s;
        else
            out += u"{+"_s + right.mid(r.right.begin, r.right.length()) + u"+}"_s;
    }
    return out;
}

QString toolLine(const TrajectoryRow &r, const ComparedTurn &left, const ComparedTurn &right)
{
    const QString a = r.expected >= 0 ? left.toolCalls.at(r.expected).name : QString();
    const QString b = r.actual >= 0 ? right.toolCalls.at(r.actual).name : QString();
    QStringList keys;
    for (const QString &k : r.changedKeys)
        keys << k;
    for (const QString &k : r.missingKeys)
        keys << u'-' + k;
    for (const QString &k : r.extraKeys)
        keys << u'+' + k;
    switch (r.status) {
    case Status::Same:
        //: diff: a tool call both conversations make alike; %1 the tool
        return translated(QT_TRANSLATE_NOOP("ComparisonWriter", "tool %1: same")).arg(a);
    case Status::ArgsDiffer:
        //: diff: %1 the tool, %2 its argument keys that differ (-only left, +only right)
        return translated(QT_TRANSLATE_NOOP("ComparisonWriter", "tool %1: arguments differ: %2"))
            .arg(a, keys.join(u", "_s));
    case Status::NameDiffers:
        //: diff: at the same place, A called %1 and B called %2
        return translated(QT_TRANSLATE_NOOP("ComparisonWriter", "tool %1 in A, %2 in B")).arg(a, b);
    case Status::OutOfOrder:
        //: diff: %1 the tool, %2 and %3 its 1-based positions among the turn's calls
        return translated(
            QT_TRANSLATE_NOOP("ComparisonWriter", "tool %1: call %2 in A, call %3 in B"))
            .arg(a)
            .arg(r.expected + 1)
            .arg(r.actual + 1);
    case Status::Missing:
        return translated(QT_TRANSLATE_NOOP("ComparisonWriter", "tool %1: only in A")).arg(a);
    case Status::Extra:
        return translated(QT_TRANSLATE_NOOP("ComparisonWriter", "tool %1: only in B")).arg(b);
    }
    return QString();
}

QString turnName(int index)
{
    //: diff: a turn of one side, 1-based; "–" when that side has no such turn
    return index >= 0 ? translated(QT_TRANSLATE_NOOP("ComparisonWriter", "turn %1")).arg(index + 1)
                      : u"–"_s;
}

const char *statusId(Status s)
{
    static const char *const ids[]
        = {"same", "argumentsDiffer", "nameDiffers", "outOfOrder", "missing", "extra"};
    return ids[int(s)];
}

std::string utf8(const QString &s)
{
    return s.toStdString();
}

Json keysJson(const QStringList &keys)
{
    Json out = Json::array();
    for (const QString &k : keys)
        out.push_back(utf8(k));
    return out;
}

} // namespace

namespace ComparisonWriter {

QString text(const ConversationComparison &c, const QString &leftName, const QString &rightName)
{
    //: diff: header; %1 and %2 the two conversations (file and conversation number)
    QString out = translated(QT_TRANSLATE_NOOP("ComparisonWriter", "A: %1\nB: %2\n"))
                      .arg(leftName, rightName);
    const ComparedTurn none;
    for (const ConversationComparison::TurnRow &row : c.rows) {
        const ComparedTurn &a = row.left >= 0 ? c.leftTurns.at(row.left) : none;
        const ComparedTurn &b = row.right >= 0 ? c.rightTurns.at(row.right) : none;
        const QString input = (row.left >= 0 ? a : b).userText.simplified();
        out += u'\n' + turnName(row.left) + u" ⇄ "_s + turnName(row.right) + u": "_s + input
            + u'\n';
        if (row.same()) {
            //: diff: nothing differs in this pair of turns
            out += u"  "_s + translated(QT_TRANSLATE_NOOP("ComparisonWriter", "same")) + u'\n';
            continue;
        }
        if (!row.sameInput && row.left >= 0 && row.right >= 0)
            //: diff: the two turns start with different user texts; %1 is B's
            out += u"  "_s
                + translated(QT_TRANSLATE_NOOP("ComparisonWriter", "B's input: %1"))
                      .arg(b.userText.simplified())
                + u'\n';
        const bool answerChanged = std::any_of(row.answer.cbegin(), row.answer.cend(),
            [](const TextDiffRun &r) { return r.kind != Kind::Same; });
        if (answerChanged)
            //: diff: %1 the answer with [-removed-] and {+added+} words
            out += u"  "_s
                + translated(QT_TRANSLATE_NOOP("ComparisonWriter", "answer: %1"))
                      .arg(markedAnswer(row.answer, a.answerText, b.answerText))
                + u'\n';
        for (const TrajectoryRow &t : row.tools) {
            if (t.status != Status::Same)
                out += u"  "_s + toolLine(t, a, b) + u'\n';
        }
        if (!row.referencesAdded.isEmpty())
            out += u"  "_s
                + translated(QT_TRANSLATE_NOOP("ComparisonWriter", "sources only in B: %1"))
                      .arg(row.referencesAdded.join(u", "_s))
                + u'\n';
        if (!row.referencesDropped.isEmpty())
            out += u"  "_s
                + translated(QT_TRANSLATE_NOOP("ComparisonWriter", "sources only in A: %1"))
                      .arg(row.referencesDropped.join(u", "_s))
                + u'\n';
        if (!row.variablesChanged.isEmpty())
            out += u"  "_s
                + translated(QT_TRANSLATE_NOOP("ComparisonWriter", "variables set differently: %1"))
                      .arg(row.variablesChanged.join(u", "_s))
                + u'\n';
    }
    //: diff: the summary line; %n turns that differ, %1 all turns
    out += u'\n'
        + translated(
            QT_TRANSLATE_N_NOOP("ComparisonWriter", "%n of %1 turn(s) differ."), c.differences())
              .arg(c.rows.size())
        + u'\n';
    return out;
}

QByteArray json(const ConversationComparison &c, const QString &leftName, const QString &rightName)
{
    Json turns = Json::array();
    const ComparedTurn none;
    for (const ConversationComparison::TurnRow &row : c.rows) {
        const ComparedTurn &a = row.left >= 0 ? c.leftTurns.at(row.left) : none;
        const ComparedTurn &b = row.right >= 0 ? c.rightTurns.at(row.right) : none;
        Json answer = Json::array();
        for (const TextDiffRun &r : row.answer) {
            const char *kind = r.kind == Kind::Same ? "same"
                : r.kind == Kind::Removed           ? "removed"
                                                    : "added";
            answer.push_back({{"kind", kind},
                {"text",
                    utf8(r.kind == Kind::Added ? b.answerText.mid(r.right.begin, r.right.length())
                                               : a.answerText.mid(r.left.begin, r.left.length()))},
                {"left", {r.left.begin, r.left.end}}, {"right", {r.right.begin, r.right.end}}});
        }
        Json tools = Json::array();
        for (const TrajectoryRow &t : row.tools) {
            tools.push_back({{"status", statusId(t.status)},
                {"a", t.expected >= 0 ? Json(t.expected) : Json(nullptr)},
                {"b", t.actual >= 0 ? Json(t.actual) : Json(nullptr)},
                {"name",
                    utf8(t.expected >= 0 ? a.toolCalls.at(t.expected).name
                                         : b.toolCalls.at(t.actual).name)},
                {"changedKeys", keysJson(t.changedKeys)}, {"onlyInA", keysJson(t.missingKeys)},
                {"onlyInB", keysJson(t.extraKeys)}});
        }
        turns.push_back({{"a", row.left >= 0 ? Json(row.left) : Json(nullptr)},
            {"b", row.right >= 0 ? Json(row.right) : Json(nullptr)},
            {"input", utf8((row.left >= 0 ? a : b).userText)}, {"sameInput", row.sameInput},
            {"same", row.same()}, {"answer", answer}, {"tools", tools},
            {"sourcesOnlyInB", keysJson(row.referencesAdded)},
            {"sourcesOnlyInA", keysJson(row.referencesDropped)},
            {"variablesChanged", keysJson(row.variablesChanged)}});
    }
    const Json out = {{"a", utf8(leftName)}, {"b", utf8(rightName)},
        {"differences", c.differences()}, {"turns", turns}};
    return QByteArray::fromStdString(out.dump(2, ' ', false, Json::error_handler_t::replace))
        + '\n';
}

} // namespace ComparisonWriter
