// SPDX-License-Identifier: GPL-2.0-or-later
#include "items/diagnostic_list_model.h"

#include <QAbstractItemModelTester>
#include <QIcon>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

Diagnostic at(Severity s, const char *text, QStringList args, const QString &path, qint64 line = 0)
{
    SourceLocation loc;
    loc.file = u"/data/logs/conv.json"_s;
    loc.line = line;
    loc.column = line ? 5 : 0;
    loc.jsonPath = path;
    return makeDiagnostic(s, text, std::move(args), loc);
}

std::shared_ptr<Conversation> conversation()
{
    auto c = std::make_shared<Conversation>();
    c->id = u"c1"_s;
    c->diagnostics.append(at(Severity::Info, QT_TRANSLATE_NOOP("Diagnostic", "Unknown field %1"),
        {u"labels"_s}, u"labels"_s));
    Message first;
    Message second;
    second.diagnostics.append(
        at(Severity::Error, QT_TRANSLATE_NOOP("Diagnostic", "Invalid base64 in %1"),
            {u"image.data"_s}, u"turns[0].messages[1].chunks[0]"_s, 40));
    c->messages = {first, second};
    return c;
}

} // namespace

class TstDiagnosticListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsAndRoles()
    {
        DiagnosticListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        const Diagnostics document {at(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "Line %1 is not JSON"), {u"7"_s}, QString(), 7)};
        model.setDiagnostics(document, conversation());
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), 3);

        // Document problem first, then the conversation's, then the messages'.
        QCOMPARE(
            model.index(0, DiagnosticListModel::SeverityColumn).data().toString(), u"Warning"_s);
        QCOMPARE(model.index(0, DiagnosticListModel::MessageColumn).data().toString(),
            u"Line 7 is not JSON"_s);
        QCOMPARE(model.index(0, 0).data(DiagnosticListModel::SeverityRole).toInt(),
            int(Severity::Warning));
        QCOMPARE(model.index(0, 0).data(DiagnosticListModel::MessageIndexRole).toInt(), -1);
        QCOMPARE(model.index(0, 0).data(DiagnosticListModel::LocationRole).toString(),
            u"/data/logs/conv.json:7:5"_s);
        QVERIFY(
            model.index(0, 0).data(Qt::DecorationRole).value<QIcon>().availableSizes().size() > 0);
        QVERIFY(!model.index(0, 1).data(Qt::DecorationRole).isValid());

        QCOMPARE(model.index(1, 0).data(DiagnosticListModel::SeverityIdRole).toString(), u"info"_s);
        QCOMPARE(model.index(1, 0).data(DiagnosticListModel::MessageIndexRole).toInt(), -1);

        const QModelIndex error = model.index(2, DiagnosticListModel::LocationColumn);
        QCOMPARE(error.data(DiagnosticListModel::MessageIndexRole).toInt(), 1);
        QCOMPARE(error.data(DiagnosticListModel::SeverityRole).toInt(), int(Severity::Error));
        QVERIFY(error.data().toString().startsWith(u"message 2 — "_s));
        QCOMPARE(error.data().toString(),
            u"message 2 — conv.json:40:5 (turns[0].messages[1].chunks[0])"_s);
        QVERIFY(error.data(Qt::ToolTipRole).toString().contains(u"/data/logs/conv.json:40:5"_s));
        QCOMPARE(model.index(2, 1).data(DiagnosticListModel::EnglishTextRole).toString(),
            u"Invalid base64 in image.data"_s);
        QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), u"Problem"_s);
    }

    void severityFilter()
    {
        DiagnosticListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        const Diagnostics document {at(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "Line %1 is not JSON"), {u"7"_s}, QString(), 7)};
        model.setDiagnostics(document, conversation());
        model.setMinimumSeverity(Severity::Error);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.totalCount(), 3);
        QCOMPARE(model.index(0, 0).data(DiagnosticListModel::MessageIndexRole).toInt(), 1);
        model.setMinimumSeverity(Severity::Warning);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.diagnosticAt(0)->severity, Severity::Warning);
        // The filter holds for the next conversation.
        model.setDiagnostics(Diagnostics(), conversation());
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.totalCount(), 2);
        model.setMinimumSeverity(Severity::Info);
        QCOMPARE(model.rowCount(), 2);
    }

    void sortsByEachColumnAndKeepsTheCurrentRow()
    {
        DiagnosticListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        auto c = std::make_shared<Conversation>();
        c->messages.resize(2);
        const char *unknown = QT_TRANSLATE_NOOP("Diagnostic", "Unknown field %1");
        c->messages[1].diagnostics = {at(Severity::Info, unknown, {u"b"_s}, u"m1.b"_s, 3),
            at(Severity::Error, unknown, {u"C"_s}, u"m1.c"_s, 2)};
        c->messages[0].diagnostics = {at(Severity::Warning, unknown, {u"a"_s}, u"m0.a"_s, 9),
            at(Severity::Info, unknown, {u"d"_s}, u"m0.d"_s, 1)};
        model.setDiagnostics(Diagnostics(), c);
        const auto args = [&model] {
            QStringList list;
            for (int r = 0; r < model.rowCount(); ++r)
                list << model.diagnosticAt(r)->args.first();
            return list;
        };
        QCOMPARE(args(), (QStringList {u"a"_s, u"d"_s, u"b"_s, u"C"_s})); // as found
        const QPersistentModelIndex current = model.index(3, 1); // "C"
        model.sort(DiagnosticListModel::SeverityColumn, Qt::DescendingOrder);
        QCOMPARE(args(), (QStringList {u"C"_s, u"a"_s, u"d"_s, u"b"_s})); // ties as found
        QCOMPARE(current.row(), 0);
        QCOMPARE(current.column(), 1);
        model.sort(DiagnosticListModel::MessageColumn, Qt::AscendingOrder); // case ignored
        QCOMPARE(args(), (QStringList {u"a"_s, u"b"_s, u"C"_s, u"d"_s}));
        QCOMPARE(current.row(), 2);
        model.sort(DiagnosticListModel::LocationColumn, Qt::AscendingOrder);
        QCOMPARE(args(), (QStringList {u"d"_s, u"a"_s, u"C"_s, u"b"_s})); // message, then line
        QCOMPARE(current.row(), 2);
        // The order holds through the filter (a reset) and a new list; -1 goes back to found
        // order.
        model.setMinimumSeverity(Severity::Warning);
        QVERIFY(!current.isValid());
        QCOMPARE(args(), (QStringList {u"a"_s, u"C"_s}));
        model.setMinimumSeverity(Severity::Info);
        model.sort(-1);
        QCOMPARE(args(), (QStringList {u"a"_s, u"d"_s, u"b"_s, u"C"_s}));
        model.setDiagnostics(Diagnostics(), c);
        model.sort(DiagnosticListModel::LocationColumn, Qt::DescendingOrder);
        QCOMPARE(args(), (QStringList {u"b"_s, u"C"_s, u"a"_s, u"d"_s}));
    }

    void resetsAndRetranslates()
    {
        DiagnosticListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setDiagnostics(Diagnostics(), conversation());
        model.retranslate();
        model.setDiagnostics(Diagnostics(), nullptr);
        QCOMPARE(model.rowCount(), 0);
        model.retranslate();
        QVERIFY(!model.diagnosticAt(0));
    }

    // A hostile file's many problems: rows point into the shared lists (no copies), in order
    // (the document's, the conversation's, then each message's), and outlive the caller's lists.
    void manyProblemsShared()
    {
        DiagnosticListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        auto c = std::make_shared<Conversation>();
        c->diagnostics.append(
            at(Severity::Info, QT_TRANSLATE_NOOP("Diagnostic", "Unknown field %1"), {u"x"_s}, {}));
        c->messages.resize(3);
        for (int m = 0; m < 3; ++m) {
            for (int i = 0; i < 20000 * (m + 1); ++i)
                c->messages[m].diagnostics.append(
                    at(Severity::Warning, QT_TRANSLATE_NOOP("Diagnostic", "Unknown field %1"),
                        {QString::number(i)}, u"messages[%1]"_s.arg(m), i + 1));
        }
        Diagnostics document {at(
            Severity::Error, QT_TRANSLATE_NOOP("Diagnostic", "Unknown field %1"), {u"doc"_s}, {})};
        model.setDiagnostics(document, c);
        const std::shared_ptr<const Conversation> shown = c;
        document.clear();
        c.reset(); // the model keeps what it shows
        QCOMPARE(model.rowCount(), 2 + 20000 + 40000 + 60000);
        QCOMPARE(model.diagnosticAt(0)->args, QStringList {u"doc"_s});
        QCOMPARE(model.diagnosticAt(1), &shown->diagnostics.first());
        QCOMPARE(model.index(1, 0).data(DiagnosticListModel::MessageIndexRole).toInt(), -1);
        QCOMPARE(model.diagnosticAt(2), &shown->messages.at(0).diagnostics.first());
        const int lastRow = model.rowCount() - 1;
        QCOMPARE(model.diagnosticAt(lastRow), &shown->messages.at(2).diagnostics.last());
        QCOMPARE(model.index(lastRow, 0).data(DiagnosticListModel::MessageIndexRole).toInt(), 2);
        QCOMPARE(model.index(2 + 20000, 0).data(DiagnosticListModel::MessageIndexRole).toInt(), 1);
        QVERIFY(model.index(lastRow, DiagnosticListModel::LocationColumn)
                    .data()
                    .toString()
                    .startsWith(u"message 3"_s));
        QVERIFY(!model.diagnosticAt(lastRow + 1));
    }
};

QTEST_MAIN(TstDiagnosticListModel)
#include "tst_diagnostic_list_model.moc"
