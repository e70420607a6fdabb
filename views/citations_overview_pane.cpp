// SPDX-License-Identifier: GPL-2.0-or-later
#include "citations_overview_pane.h"

#include "export/citations_csv.h"
#include "items/citation_overview_model.h"
#include "items/citation_overview_proxy_model.h"
#include "theme.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

CitationsOverviewPane::CitationsOverviewPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new CitationOverviewModel(this))
    , m_proxy(new CitationOverviewProxyModel(this))
    , m_filter(new QComboBox(this))
    , m_text(new QLineEdit(this))
    , m_export(new QPushButton(this))
    , m_summary(new QLabel(this))
    , m_view(new QTreeView(this))
{
    setObjectName(u"citationsOverviewPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    auto *bar = new QHBoxLayout;
    m_filter->setObjectName(u"flagFilter"_s);
    m_filter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (int i = 0; i <= int(Filter::AnyFlag); ++i)
        m_filter->addItem(QString());
    m_text->setObjectName(u"textFilter"_s);
    m_text->setClearButtonEnabled(true);
    m_export->setObjectName(u"exportCsv"_s);
    m_summary->setObjectName(u"citationsSummary"_s);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setStyleSheet(Theme::colorRule(Theme::of(this).muted));
    bar->addWidget(m_filter);
    bar->addWidget(m_text, 1);
    bar->addWidget(m_summary);
    bar->addWidget(m_export);
    layout->addLayout(bar);

    m_proxy->setSourceModel(m_model);
    m_view->setObjectName(u"citationsTable"_s);
    m_view->setModel(m_proxy);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // reading order until the user sorts
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setTextElideMode(Qt::ElideRight);
    QHeaderView *header = m_view->header();
    header->setStretchLastSection(true);
    header->setSectionResizeMode(
        CitationOverviewModel::MessageColumn, QHeaderView::ResizeToContents);
    m_view->setColumnWidth(CitationOverviewModel::AuthorColumn, 110);
    m_view->setColumnWidth(CitationOverviewModel::TextColumn, 420);
    m_view->setColumnWidth(CitationOverviewModel::SourcesColumn, 260);
    m_view->setColumnWidth(CitationOverviewModel::StatusColumn, 120);
    m_view->setColumnWidth(CitationOverviewModel::CoverageColumn, 80);
    layout->addWidget(m_view);

    connect(m_view, &QTreeView::activated, this, &CitationsOverviewPane::activate);
    connect(m_filter, &QComboBox::currentIndexChanged, this, &CitationsOverviewPane::applyFilter);
    connect(m_text, &QLineEdit::textChanged, m_proxy, &CitationOverviewProxyModel::setTextFilter);
    connect(m_export, &QPushButton::clicked, this, &CitationsOverviewPane::onExportRequested);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &CitationsOverviewPane::updateSummary);
    connect(
        m_proxy, &QAbstractItemModel::rowsInserted, this, &CitationsOverviewPane::updateSummary);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &CitationsOverviewPane::updateSummary);
    retranslateUi();
}

void CitationsOverviewPane::setConversation(
    int index, std::shared_ptr<const Conversation> conversation)
{
    m_index = index;
    m_conversation = std::move(conversation);
    if (m_shown)
        m_model->setConversation(m_index, m_conversation);
    else if (m_model->conversation() != m_conversation)
        m_model->setConversation(-1, nullptr); // built again when shown
}

void CitationsOverviewPane::setShown(bool shown)
{
    m_shown = shown;
    if (m_shown)
        m_model->setConversation(m_index, m_conversation);
}

void CitationsOverviewPane::setFilter(Filter filter)
{
    m_filter->setCurrentIndex(int(filter));
}

void CitationsOverviewPane::setTextFilter(const QString &text)
{
    m_text->setText(text);
}

void CitationsOverviewPane::applyFilter()
{
    CitationFlags flags;
    switch (Filter(m_filter->currentIndex())) {
    case Filter::All:
        break;
    case Filter::Weak:
        flags = CitationFlag::Weak;
        break;
    case Filter::Uncited:
        flags = CitationFlag::Uncited;
        break;
    case Filter::MissingSource:
        flags = CitationFlag::MissingSource;
        break;
    case Filter::AnyFlag:
        for (CitationFlag flag : kCitationFlags)
            flags |= flag;
        break;
    }
    m_proxy->setFlagFilter(flags);
}

void CitationsOverviewPane::updateSummary()
{
    if (m_model->isBuilding()) {
        //: citations overview: the rows of a long conversation are being gathered
        m_summary->setText(tr("Gathering citations…"));
        return;
    }
    int sentences = 0;
    for (const CitationRow &row : m_model->rows())
        sentences += row.kind == CitationRow::Kind::UncitedSentence ? 1 : 0;
    const int all = m_model->rowCount();
    //: citations overview summary: %1 "N cited segments", %2 "N uncited sentences"
    QString summary = tr("%1 · %2").arg(tr("%n cited segment(s)", nullptr, all - sentences),
        tr("%n uncited sentence(s)", nullptr, sentences));
    if (m_proxy->rowCount() != all)
        //: citations overview summary when filtered: %1 the summary, %2 the rows shown
        summary = tr("%1 (%n shown)", nullptr, m_proxy->rowCount()).arg(summary);
    m_summary->setText(summary);
    m_export->setEnabled(m_proxy->rowCount() > 0);
}

void CitationsOverviewPane::activate(const QModelIndex &index)
{
    const int message = index.data(CitationOverviewModel::MessageRole).toInt();
    if (!index.isValid() || m_model->conversationIndex() < 0 || message < 0)
        return;
    const int conversation = m_model->conversationIndex();
    const int segment = index.data(CitationOverviewModel::SegmentRole).toInt();
    if (segment >= 0)
        Q_EMIT citationActivated(CitationRef {conversation, message, segment, -1});
    else
        Q_EMIT sentenceActivated(
            ChunkRef {conversation, message, index.data(CitationOverviewModel::ChunkRole).toInt()});
}

bool CitationsOverviewPane::exportCsv(const QString &path, QString *error) const
{
    QVector<CitationRow> rows;
    rows.reserve(m_proxy->rowCount());
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        rows.append(*m_model->row(m_proxy->mapToSource(m_proxy->index(row, 0)).row()));
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly)
        && file.write(CitationsCsv::write(m_model->conversationIndex(), rows)) >= 0
        && file.commit())
        return true;
    //: citations overview: writing the CSV file failed; %1 file, %2 reason (English system text)
    *error = tr("Could not save %1: %2").arg(path, file.errorString());
    return false;
}

void CitationsOverviewPane::onExportRequested()
{
    //: file dialog title
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Export Citations"), u"citations.csv"_s,
            //: file dialog filter
            tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (exportCsv(path, &error))
        return;
    QMessageBox box(QMessageBox::Warning, tr("Export Citations"), QString(), QMessageBox::Ok, this);
    box.setTextFormat(Qt::PlainText); // a path is never markup
    box.setText(error);
    box.exec();
}

void CitationsOverviewPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CitationsOverviewPane::retranslateUi()
{
    //: flag filter of the citations overview
    m_filter->setItemText(int(Filter::All), tr("All rows"));
    //: flag filter of the citations overview: segments whose sources share almost nothing with them
    m_filter->setItemText(int(Filter::Weak), tr("Weakly supported"));
    //: flag filter of the citations overview: sentences of grounded answers with no citation
    m_filter->setItemText(int(Filter::Uncited), tr("Uncited sentences"));
    //: flag filter of the citations overview: segments without a source, or citing a missing one
    m_filter->setItemText(int(Filter::MissingSource), tr("Missing sources"));
    //: flag filter of the citations overview: rows with any flag
    m_filter->setItemText(int(Filter::AnyFlag), tr("Any flag"));
    //: tooltip of the flag filter of the citations overview
    m_filter->setToolTip(tr("Show only the rows with this flag"));
    //: placeholder of the text filter of the citations overview
    m_text->setPlaceholderText(tr("Filter by text, source or author"));
    m_text->setAccessibleName(m_text->placeholderText());
    //: accessible name of the table of every citation of the conversation
    m_view->setAccessibleName(tr("Citations"));
    //: accessible description of the citations overview's table
    m_view->setAccessibleDescription(tr("Every cited segment and uncited sentence of the "
                                        "conversation; Enter shows the row in its message"));
    //: button: write the rows shown to a CSV file
    m_export->setText(tr("Export CSV…"));
    m_export->setToolTip(tr("Write the rows shown to a CSV file"));
    m_model->retranslate();
    updateSummary();
}
