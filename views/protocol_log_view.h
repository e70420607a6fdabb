// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

class ProtocolLogModel;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSplitter;
class QTreeView;

/// The protocol log of the live query panel: a table of every HTTP request and response (time,
/// direction, method, status, size, duration) over a ProtocolLogModel (not owned; the panel owns
/// it), the selected record in full below (headers with credentials masked, the body
/// pretty-printed), and Copy (the selected record), Copy All and Clear. The details show lines
/// of at most kMaxLineChars and kMaxShownChars in all (a line of megabytes, such as JSON nested a
/// million deep, would stall the window for seconds); Copy still copies the whole record.
class ProtocolLogView : public QWidget
{
    Q_OBJECT
public:
    static constexpr qsizetype kMaxLineChars = 10000;
    static constexpr qsizetype kMaxShownChars = 2000000;

    explicit ProtocolLogView(ProtocolLogModel *model, QWidget *parent = nullptr);

    QTreeView *table() const { return m_table; }
    /// The details text of the selected record ("" when none is selected).
    QString detailText() const;
    /// Copies the selected record (McpLogRecord::toText()) to the clipboard.
    void copySelected();
    /// Copies every record.
    void copyAll();
    void selectRow(int row);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showCurrent();
    void updateButtons();

    ProtocolLogModel *m_model = nullptr;
    QTreeView *m_table = nullptr;
    QPlainTextEdit *m_details = nullptr;
    QSplitter *m_splitter = nullptr;
    QLabel *m_count = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_copyAll = nullptr;
    QPushButton *m_clear = nullptr;
};
