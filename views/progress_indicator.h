// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

class QProgressBar;
class QToolButton;

/// A status bar progress bar with its own Cancel button, for one kind of work (loading a file,
/// finding in the whole file). Hidden until progress is reported; hidden again when the work
/// ends or Cancel is clicked. Owns its bar and button.
class ProgressIndicator : public QWidget
{
    Q_OBJECT
public:
    /// `name` names the widget ("<name>Progress") and its button ("cancel<Name>").
    explicit ProgressIndicator(const QString &name, QWidget *parent = nullptr);

    QProgressBar *progressBar() const { return m_bar; }
    QToolButton *cancelButton() const { return m_cancel; }
    /// Text and tool tip of the Cancel button.
    void setCancelText(const QString &text, const QString &toolTip);

public Q_SLOTS:
    /// Shows `done` of `total` (0 of 0: started, amount unknown).
    void setProgress(qint64 done, qint64 total);
    /// The work ended: hides.
    void finish();

Q_SIGNALS:
    /// Cancel was clicked (the indicator hides at once).
    void cancelRequested();

private:
    QProgressBar *m_bar;
    QToolButton *m_cancel;
};
