// SPDX-License-Identifier: GPL-2.0-or-later
#include "window_docks.h"

#include "answer_pane.h"
#include "citations_overview_pane.h"
#include "conversation_list_pane.h"
#include "details_pane.h"
#include "evaluation_pane.h"
#include "problems_pane.h"
#include "query_panel.h"
#include "query_panel_adk_page.h"
#include "query_panel_agent_engine_page.h"
#include "query_panel_ces_page.h"
#include "references_pane.h"
#include "spans_pane.h"
#include "state_pane.h"

#include <QDockWidget>
#include <QHash>
#include <QMainWindow>

using namespace Qt::StringLiterals;

WindowDocks::WindowDocks(QMainWindow *window, SelectionPanes &panes)
    : QObject(window)
    , m_window(window)
    , m_panes(panes)
{
    window->setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    panes.list = new ConversationListPane(window);
    panes.details = new DetailsPane(window);
    panes.spans = new SpansPane(window);
    panes.state = new StatePane(window);
    panes.problems = new ProblemsPane(window);
    panes.references = new ReferencesPane(window);
    panes.answer = new AnswerPane(window);
    panes.citations = new CitationsOverviewPane(window);
    panes.evaluation = new EvaluationPane(window);
    m_query = new QueryPanel(window);
    m_query->setObjectName(u"queryPanel"_s);
    QDockWidget *list = dock(panes.list, u"conversationsDock"_s, Qt::LeftDockWidgetArea);
    QDockWidget *details = dock(panes.details, u"detailsDock"_s, Qt::RightDockWidgetArea);
    QDockWidget *references = dock(panes.references, u"referencesDock"_s, Qt::RightDockWidgetArea);
    window->tabifyDockWidget(details, references);
    QDockWidget *answer = dock(panes.answer, u"answerDock"_s, Qt::RightDockWidgetArea);
    window->tabifyDockWidget(references, answer);
    details->raise();
    QDockWidget *spans = dock(panes.spans, u"traceDock"_s, Qt::BottomDockWidgetArea);
    QDockWidget *problems = dock(panes.problems, u"problemsDock"_s, Qt::BottomDockWidgetArea);
    window->tabifyDockWidget(spans, problems);
    window->tabifyDockWidget(problems, dock(panes.state, u"stateDock"_s, Qt::BottomDockWidgetArea));
    QDockWidget *citations = dock(panes.citations, u"citationsDock"_s, Qt::BottomDockWidgetArea);
    window->tabifyDockWidget(problems, citations);
    window->tabifyDockWidget(
        citations, dock(panes.evaluation, u"evaluationDock"_s, Qt::BottomDockWidgetArea));
    // Its rows are built while the user sees it (not behind another tab).
    connect(citations, &QDockWidget::visibilityChanged, panes.citations,
        &CitationsOverviewPane::setShown);
    // An evaluation result opened comes forward with its expected and actual turns.
    // The first time, the bottom docks grow to show a few turns side by side.
    connect(
        panes.evaluation, &EvaluationPane::evaluationShown, this, [this, grown = false]() mutable {
            QDockWidget *evaluation = dockOf(m_panes.evaluation);
            evaluation->raise();
            if (!std::exchange(grown, true) && evaluation->height() < 320)
                m_window->resizeDocks({evaluation}, {320}, Qt::Vertical);
        });
    spans->raise();
    window->resizeDocks({list, details}, {430, 380}, Qt::Horizontal);
    window->resizeDocks({spans}, {180}, Qt::Vertical);
    window->tabifyDockWidget(answer, dock(m_query, u"queryDock"_s, Qt::RightDockWidgetArea));
    details->raise(); // the query panel waits behind its tab until asked for
}

QDockWidget *WindowDocks::dock(QWidget *pane, const QString &name, Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(m_window);
    dock->setObjectName(name);
    dock->setWidget(pane);
    m_window->addDockWidget(area, dock);
    return dock;
}

QDockWidget *WindowDocks::dockOf(QWidget *pane)
{
    return qobject_cast<QDockWidget *>(pane->parentWidget());
}

QStringList WindowDocks::paneNames()
{
    return {u"references"_s, u"details"_s, u"state"_s, u"trace"_s, u"query"_s, u"adk"_s,
        u"agentengine"_s, u"ces"_s, u"problems"_s, u"answer"_s, u"citations"_s, u"evaluation"_s,
        u"cases"_s};
}

void WindowDocks::show(const QString &name)
{
    const QHash<QString, QWidget *> panes = {{u"details"_s, m_panes.details},
        {u"trace"_s, m_panes.spans}, {u"state"_s, m_panes.state}, {u"problems"_s, m_panes.problems},
        {u"references"_s, m_panes.references}, {u"answer"_s, m_panes.answer},
        {u"citations"_s, m_panes.citations}, {u"evaluation"_s, m_panes.evaluation},
        {u"query"_s, m_query}, {u"adk"_s, m_query}, {u"agentengine"_s, m_query},
        {u"ces"_s, m_query}, {u"cases"_s, m_panes.evaluation}};
    Q_ASSERT(panes.size() == paneNames().size());
    if (name == u"adk"_s)
        m_query->showPage(m_query->adkPage());
    else if (name == u"agentengine"_s)
        m_query->showPage(m_query->agentEnginePage());
    else if (name == u"ces"_s)
        m_query->showPage(m_query->cesPage());
    else if (name == u"cases"_s)
        m_panes.evaluation->showCases();
    if (QWidget *pane = panes.value(name)) {
        dockOf(pane)->show();
        dockOf(pane)->raise();
    }
}

QList<QAction *> WindowDocks::toggleActions() const
{
    QList<QAction *> actions;
    for (QWidget *pane : std::initializer_list<QWidget *> {m_panes.list, m_panes.details,
             m_panes.spans, m_panes.problems, m_panes.state, m_panes.references, m_panes.answer,
             m_panes.citations, m_panes.evaluation, m_query})
        actions.append(dockOf(pane)->toggleViewAction());
    return actions;
}

void WindowDocks::retranslate()
{
    //: dock title
    dockOf(m_panes.list)->setWindowTitle(tr("Conversations"));
    //: dock title
    dockOf(m_panes.details)->setWindowTitle(tr("Details"));
    //: dock title: the trace spans of the conversation
    dockOf(m_panes.spans)->setWindowTitle(tr("Trace"));
    //: dock title: the session state (variables) after the selected message
    dockOf(m_panes.state)->setWindowTitle(tr("State"));
    //: dock title: the list of diagnostics
    dockOf(m_panes.problems)->setWindowTitle(tr("Problems"));
    //: dock title: the sources (grounding) of the selected message
    dockOf(m_panes.references)->setWindowTitle(tr("References"));
    //: dock title: the Discovery Engine answer data (state, steps, related questions)
    dockOf(m_panes.answer)->setWindowTitle(tr("Answer"));
    //: dock title: every cited segment and uncited sentence of the conversation
    dockOf(m_panes.citations)->setWindowTitle(tr("Citations"));
    //: dock title: an evaluation case or result, expected beside actual, with its metrics
    dockOf(m_panes.evaluation)->setWindowTitle(tr("Evaluation"));
    //: dock title: ask a Vertex AI Search app or any MCP server
    dockOf(m_query)->setWindowTitle(tr("Query"));
}
