// SPDX-License-Identifier: GPL-2.0-or-later
// File ▸ Compare With… in the main window: a CES conversation against a copy whose answer and
// tool arguments were changed, in the comparison window; only the differences, the word diff's
// toggles, a turn activated back in the window, and files that cannot be compared.
#include "compare_with.h"
#include "comparison_window.h"
#include "conversation_list_pane.h"
#include "items/comparison_model.h"
#include "main_window.h"
#include "selection_relay.h"

#include <QAction>
#include <QCheckBox>
#include <QFile>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(INSPECTOR_TEST_DATA) + u'/' + QString::fromLatin1(name);
}

} // namespace

class TstCompareWith : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void compareTwoSelectedInTheList()
    {
        // Two cases of one eval set result, selected with Ctrl+click, side by side.
        MainWindow window;
        window.setPersistLayout(false);
        window.show();
        window.openFiles({fixture("eval/concierge_reservas_1772445307.81.evalset_result.json")});
        QVERIFY(window.waitForLoaded(10000));
        ConversationListPane *list = window.conversationList();
        QTRY_COMPARE(list->view()->model()->rowCount(), 3);
        QVERIFY(!list->compareAction()->isEnabled());
        QItemSelectionModel *selection = list->view()->selectionModel();
        const auto row = [&](int r) { return list->view()->model()->index(r, 0); };
        selection->select(row(0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QVERIFY(!list->compareAction()->isEnabled());
        selection->select(row(2), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QVERIFY(list->compareAction()->isEnabled());
        QCOMPARE(list->selectedConversations(), (QVector<int> {0, 2}));
        list->compareAction()->trigger();
        ComparisonWindow *shown = window.compareWith()->window();
        QVERIFY(shown != nullptr);
        QTRY_VERIFY(shown->model()->rowCount() > 0);
        const QString name = u"concierge_reservas_1772445307.81.evalset_result.json"_s;
        QCOMPARE(shown->model()->headerData(0, Qt::Horizontal, Qt::DisplayRole).toString(),
            name + u" #1"_s);
        QCOMPARE(shown->model()->headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(),
            name + u" #3"_s);
        // Three selected: no comparison offered.
        selection->select(row(1), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QVERIFY(!list->compareAction()->isEnabled());
    }

    void compareWithAChangedCopy()
    {
        QTemporaryDir dir;
        QFile original(fixture("ces_conversation.json"));
        QVERIFY(original.open(QIODevice::ReadOnly));
        QByteArray text = original.readAll();
        // Another answer in the second turn's words, everything else alike.
        QVERIFY(text.contains("Hola, ¿dónde está mi pedido A-17?"));
        const QByteArray changed = QByteArray(text).replace(
            "Hola, ¿dónde está mi pedido A-17?", "Hola, ¿dónde está mi pedido A-18?");
        QFile copy(dir.filePath(u"copy.json"_s));
        QVERIFY(copy.open(QIODevice::WriteOnly));
        copy.write(changed);
        copy.close();

        MainWindow window;
        window.setPersistLayout(false);
        window.show();
        window.openFiles({fixture("ces_conversation.json")});
        QVERIFY(window.waitForLoaded(10000));
        QTRY_VERIFY(window.openConversation() != nullptr);
        CompareWith *compare = window.compareWith();
        compare->setFileChooser([&] { return copy.fileName(); });
        compare->chooseAndCompare();
        QTRY_VERIFY(compare->window() != nullptr);
        ComparisonWindow *shown = compare->window();
        QSignalSpy compared(shown, &ComparisonWindow::compared);
        QTRY_VERIFY(shown->model()->rowCount() > 0);
        ComparisonModel *model = shown->model();
        QCOMPARE(model->headerData(0, Qt::Horizontal, Qt::DisplayRole).toString(),
            u"ces_conversation.json #1"_s);
        QCOMPARE(
            model->headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(), u"copy.json #1"_s);
        // The user's text differs in one turn: that turn is not aligned with its copy.
        const int rows = model->rowCount();
        int differing = 0;
        for (int r = 0; r < rows; ++r)
            differing += model->index(r, 0).data(ComparisonModel::DiffersRole).toBool() ? 1 : 0;
        QVERIFY(differing > 0);
        QVERIFY(differing < rows);
        QVERIFY2(shown->summaryText().contains(u" differ"_s), qPrintable(shown->summaryText()));
        // Only the differences.
        shown->onlyDifferencesBox()->setChecked(true);
        QCOMPARE(shown->view()->model()->rowCount(), differing);
        shown->onlyDifferencesBox()->setChecked(false);
        QCOMPARE(shown->view()->model()->rowCount(), rows);
        // A toggle computes the comparison again.
        shown->ignoreCaseBox()->setChecked(true);
        QTRY_VERIFY(!compared.isEmpty());
        QCOMPARE(model->rowCount(), rows);

        // A turn of the left side activated: the window shows its first message.
        int sameRow = -1;
        for (int r = 0; r < rows && sameRow < 0; ++r) {
            if (!model->index(r, 0).data(ComparisonModel::DiffersRole).toBool())
                sameRow = r;
        }
        QVERIFY(sameRow >= 0);
        const int message
            = model->index(sameRow, 0).data(ComparisonModel::FirstMessageRole).toInt();
        QVERIFY(message >= 0);
        Q_EMIT shown->view()->activated(shown->view()->model()->index(sameRow, 0));
        QCOMPARE(window.selection()->currentRef().message, message);
    }

    void whatCannotBeCompared()
    {
        MainWindow window;
        window.setPersistLayout(false);
        CompareWith *compare = window.compareWith();
        QSignalSpy problems(compare, &CompareWith::problem);
        compare->chooseAndCompare(); // nothing open
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems.first().at(0).toString().contains(u"Open a conversation"_s));

        window.openFiles({fixture("ces_conversation.json")});
        QVERIFY(window.waitForLoaded(10000));
        QTRY_VERIFY(window.openConversation() != nullptr);
        compare->setFileChooser([] { return fixture("bad_not_json.txt"); });
        compare->chooseAndCompare();
        QTRY_COMPARE(problems.size(), 2);
        QVERIFY(problems.last().at(0).toString().startsWith(u"Cannot compare: "_s));
        // A file of several conversations asks which one; cancelling compares nothing.
        compare->setFileChooser([] { return fixture("ces_conversations.json"); });
        int asked = 0;
        compare->setConversationChooser([&](int count) {
            asked = count;
            return -1;
        });
        compare->chooseAndCompare();
        QTRY_VERIFY(asked > 1);
        QVERIFY(compare->window() == nullptr);
    }
};

QTEST_MAIN(TstCompareWith)
#include "tst_compare_with.moc"
