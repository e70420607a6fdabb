// SPDX-License-Identifier: GPL-2.0-or-later
#include "protocol_log_view.h"

#include "items/protocol_log_model.h"

#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// `text` with lines longer than kMaxLineChars cut and at most kMaxShownChars in all; *cut says
// whether anything was left out.
QString shownPart(const QString &text, bool *cut)
{
    *cut = false;
    QString out;
    qsizetype start = 0;
    while (start <= text.size()) {
        qsizetype end = text.indexOf(u'\n', start);
        if (end < 0)
            end = text.size();
        const qsizetype length = end - start;
        if (length > ProtocolLogView::kMaxLineChars) {
            out += QStringView(text).mid(start, ProtocolLogView::kMaxLineChars);
            out += QChar(0x2026); // …
            *cut = true;
        } else {
            out += QStringView(text).mid(start, length);
        }
        if (out.size() > ProtocolLogView::kMaxShownChars) {
            out.truncate(ProtocolLogView::kMaxShownChars);
            *cut = true;
            break;
        }
        if (end < text.size())
            out += u'\n';
        start = end + 1;
    }
    return out;
}

} // namespace

ProtocolLogView::ProtocolLogView(ProtocolLogModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_splitter = new QSplitter(Qt::Vertical, this);
    m_table = new QTreeView(m_splitter);
    m_table->setObjectName(u"protocolLogTable"_s);
    m_table->setModel(m_model);
    m_table->setRootIsDecorated(false);
    m_table->setUniformRowHeights(true);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->header()->setStretchLastSection(false);
    m_table->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->header()->setSectionResizeMode(ProtocolLogModel::MethodColumn, QHeaderView::Stretch);
    m_details = new QPlainTextEdit(m_splitter);
    m_details->setObjectName(u"protocolLogDetails"_s);
    m_details->setReadOnly(true);
    m_details->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    layout->addWidget(m_splitter, 1);

    auto *buttons = new QHBoxLayout;
    m_count = new QLabel(this);
    m_copy = new QPushButton(this);
    m_copy->setObjectName(u"copyRecord"_s);
    m_copyAll = new QPushButton(this);
    m_copyAll->setObjectName(u"copyAllRecords"_s);
    m_clear = new QPushButton(this);
    m_clear->setObjectName(u"clearLog"_s);
    buttons->addWidget(m_count, 1);
    buttons->addWidget(m_copy);
    buttons->addWidget(m_copyAll);
    buttons->addWidget(m_clear);
    layout->addLayout(buttons);

    connect(m_copy, &QPushButton::clicked, this, &ProtocolLogView::copySelected);
    connect(m_copyAll, &QPushButton::clicked, this, &ProtocolLogView::copyAll);
    connect(m_clear, &QPushButton::clicked, m_model, &ProtocolLogModel::clear);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &ProtocolLogView::showCurrent);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        // Follow new records unless the user scrolled up to read an older one.
        QScrollBar *bar = m_table->verticalScrollBar();
        if (bar->value() >= bar->maximum() - 2)
            m_table->scrollToBottom();
        updateButtons();
    });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &ProtocolLogView::updateButtons);
    connect(m_model, &QAbstractItemModel::dataChanged, this,
        [this](const QModelIndex &first, const QModelIndex &last) {
            // A shown body that the log dropped leaves the details too (and its memory).
            const int row = m_table->currentIndex().row();
            if (row >= first.row() && row <= last.row())
                showCurrent();
        });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_details->clear();
        updateButtons();
    });
    retranslate();
}

QString ProtocolLogView::detailText() const
{
    return m_details->toPlainText();
}

void ProtocolLogView::selectRow(int row)
{
    const QModelIndex index = m_model->index(row, 0);
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
}

void ProtocolLogView::showCurrent()
{
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid()) {
        m_details->clear();
    } else {
        bool cut = false;
        QString text = shownPart(current.data(ProtocolLogModel::DetailTextRole).toString(), &cut);
        if (cut)
            //: protocol log details: very long lines or a very long record were shortened
            text += u"\n\n"_s
                + tr("(Shortened here: the record is too long to show. Copy copies all of it.)");
        m_details->setPlainText(text);
    }
    updateButtons();
}

void ProtocolLogView::copySelected()
{
    const QModelIndex current = m_table->currentIndex();
    if (current.isValid())
        QGuiApplication::clipboard()->setText(
            current.data(ProtocolLogModel::RecordTextRole).toString());
}

void ProtocolLogView::copyAll()
{
    QGuiApplication::clipboard()->setText(m_model->allText());
}

void ProtocolLogView::updateButtons()
{
    m_copy->setEnabled(m_table->currentIndex().isValid());
    m_copyAll->setEnabled(m_model->rowCount() > 0);
    m_clear->setEnabled(m_model->rowCount() > 0);
    //: protocol log: how many HTTP requests and responses are listed
    m_count->setText(tr("%n record(s)", nullptr, m_model->rowCount()));
}

void ProtocolLogView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ProtocolLogView::retranslate()
{
    //: protocol log button: copy the selected request or response as text
    m_copy->setText(tr("Copy"));
    m_copy->setToolTip(tr("Copy the selected request or response as text"));
    //: protocol log button: copy every request and response as text
    m_copyAll->setText(tr("Copy All"));
    m_copyAll->setToolTip(tr("Copy every request and response as text"));
    //: protocol log button: empty the log
    m_clear->setText(tr("Clear"));
    m_clear->setToolTip(tr("Remove every record from the log"));
    m_model->retranslate();
    updateButtons();
    //: accessible name of the protocol log's list of requests and responses
    m_table->setAccessibleName(tr("Protocol log"));
    //: accessible description of the protocol log's list of requests and responses
    m_table->setAccessibleDescription(tr("Every HTTP request and response of the MCP calls; the "
                                         "selected one's text shows below"));
    //: accessible name of the protocol log's text of the selected exchange
    m_details->setAccessibleName(tr("Exchange details"));
    //: accessible description of the protocol log's text of the selected exchange
    m_details->setAccessibleDescription(
        tr("The headers and body of the selected request or response, read-only"));
}
