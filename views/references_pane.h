// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "citation_ref.h"
#include "transcript/grounding.h"
#include "transcript/message_coverage.h"

#include <QWidget>
#include <memory>

struct AnswerDetails;
class EvidenceView;
class QLabel;
class JsonTreeView;
class QListView;
class ReferenceListModel;

/// The References pane: the grounding of the selected message. Its search queries as chips,
/// the searchEntryPoint chips as plain links (opened only on a click, only http/https), the
/// overall grounding score, the selected citation with its evidence (an EvidenceView, owned),
/// and the numbered sources (a ReferenceListModel,
/// owned, painted by ReferenceDelegate) with the details of the current one. Selecting a source
/// emits referenceSelected; showCitation marks the sources of a segment clicked elsewhere.
class ReferencesPane : public QWidget
{
    Q_OBJECT
public:
    explicit ReferencesPane(QWidget *parent = nullptr);

    /// Shows the grounding of message `message` of conversation `conversation` (null: the message
    /// has none), how much of its text the citations cover, and `answer`, its Discovery Engine
    /// details, which feed the evidence. Showing the same message and grounding again keeps the
    /// selection.
    void showMessage(int conversation, int message, std::shared_ptr<const Grounding> grounding,
        const MessageCoverage &coverage = {},
        std::shared_ptr<const AnswerDetails> answer = nullptr);
    void clear();
    /// Marks the sources of `ref.segment`, or with segment -1 selects the source `ref.reference`;
    /// ignored for another message. Emits nothing.
    void showCitation(const CitationRef &ref);
    /// What the pane shows: message, and the marked segment or the selected reference.
    CitationRef currentCitation() const { return m_citation; }

    QListView *view() const { return m_view; }
    ReferenceListModel *model() const { return m_model; }

Q_SIGNALS:
    /// The user selected a source: `ref.reference` is its index, `ref.segment` is -1.
    void referenceSelected(CitationRef ref);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refresh();
    void updateSegmentLine();
    void updateCoverageLine();
    void updateDetails(int reference);
    void userSelected(int row);
    void showContextMenu(const QPoint &pos);
    static void openLink(const QString &href);

    ReferenceListModel *m_model = nullptr;
    std::shared_ptr<const Grounding> m_grounding;
    std::shared_ptr<const AnswerDetails> m_answer;
    CitationRef m_citation;
    MessageCoverage m_messageCoverage;
    bool m_updating = false;
    int m_detailsReference = -1;

    QLabel *m_title = nullptr;
    QLabel *m_coverage = nullptr; ///< "84 % cited · 2 sentences without a source"
    QLabel *m_score = nullptr;
    QLabel *m_queries = nullptr;
    QLabel *m_chips = nullptr;
    QLabel *m_whole = nullptr;
    QLabel *m_segment = nullptr;
    QListView *m_view = nullptr;
    QLabel *m_details = nullptr;
    JsonTreeView *m_structData = nullptr;
    EvidenceView *m_evidence = nullptr;
};
